import { JackpotBox, LoadState, PageSection } from '@betkit/ui';
import { boardLabels } from './boardLabels';
import { useJackpot } from './jackpotData';

/** /board/jackpot (spec 2 names the route only): the jackpot value (GET /jackpot), read again every 30 seconds. */
export default function JackpotPage() {
  const jackpot = useJackpot();
  let body;
  if (jackpot.error !== null && jackpot.data === undefined) {
    body = <LoadState state="failed" layout="list" message={jackpot.error} onRetry={jackpot.retry} />;
  } else {
    // A failed 30-second read keeps the last value: the counter never drops to nothing.
    body = <JackpotBox amount={jackpot.data} />;
  }
  return (
    <PageSection title={boardLabels.jackpotTitle} width="reading" intro={boardLabels.jackpotIntro}>
      {body}
    </PageSection>
  );
}
