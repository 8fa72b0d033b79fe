import { useId, useRef, useState } from 'react';
import { checkAttendance } from '@betkit/api';
import { attendanceMessages, attendanceMonth } from '@betkit/domain';
import { AttendanceCalendar } from '@betkit/ui';
import { errorText, handledBySession, THROWN_MESSAGE } from '../app/errors';
import { QueryState } from '../app/QueryState';
import { useSite } from '../app/runtime';
import { RequireMember } from '../session/RequireMember';
import { useSession } from '../session/context';
import * as styles from '../boards/boards.css';
import { useAttendance } from './queries';

/** Not in spec: the page's words. */
const attendanceLabels = { title: '출석체크', loading: '출석부를 불러오는 중입니다.' } as const;

function MemberAttendance({ memberId }: { memberId: number }) {
  const titleId = useId();
  const { client, now } = useSite();
  const attendance = useAttendance(memberId);
  const { mutate } = attendance;
  const running = useRef(false);
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  // One request per press: the ref answers a double click at once; the state only redraws the busy button.
  const check = async () => {
    if (running.current) return;
    running.current = true;
    setChecking(true);
    try {
      const answer = await checkAttendance(client, memberId);
      await mutate(answer, { revalidate: false });
      setOutcome({ ok: true, message: attendanceMessages.checked });
    } catch (failure) {
      if (!handledBySession(failure)) setOutcome({ ok: false, message: errorText(failure, attendanceMessages.failedDefault, { unanswered: THROWN_MESSAGE }) });
      await mutate();
    } finally {
      running.current = false;
      setChecking(false);
    }
  };

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {attendanceLabels.title}
      </h1>
      <QueryState query={attendance} loading={attendanceLabels.loading}>
        {(data) => {
          // No month only for a clock that reads no date.
          const month = attendanceMonth(data?.dates, now());
          return month ? <AttendanceCalendar month={month} onCheck={() => void check()} checking={checking} outcome={outcome} /> : null;
        }}
      </QueryState>
    </section>
  );
}

/** /attendance (spec 2 names the route; Not in spec: this month's calendar and one check a Korean day). */
export default function AttendancePage() {
  const { user } = useSession();
  return <RequireMember>{user ? <MemberAttendance memberId={user.id} /> : null}</RequireMember>;
}
