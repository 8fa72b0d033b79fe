import { useEffect, useState } from 'react';
import { CLOCK_REFRESH_SECONDS, formatSeoulDateTime } from '@betkit/domain';
import { HeaderClock } from '@betkit/ui';
import { useSite } from '../app/runtime';
import { layoutLabels } from './labels';

/** Spec: the top bar's clock in GMT+9, refreshed every second. */
export function SeoulClock() {
  const { now: readClock } = useSite();
  const [now, setNow] = useState(readClock);
  useEffect(() => {
    const timer = setInterval(() => setNow(readClock()), CLOCK_REFRESH_SECONDS * 1_000);
    return () => clearInterval(timer);
  }, [readClock]);
  return (
    <HeaderClock dateTime={new Date(now).toISOString()} label={layoutLabels.clock}>
      {formatSeoulDateTime(now)} {layoutLabels.timeZone}
    </HeaderClock>
  );
}
