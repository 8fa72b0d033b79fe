import { useId, useRef, useState } from 'react';
import useSWR from 'swr';
import { checkAttendance, DEFAULT_ERROR_MESSAGE, getAttendance } from '@betkit/api';
import { attendanceMessages, attendanceMonth } from '@betkit/domain';
import { AttendanceCalendar, LoadState } from '@betkit/ui';
import { errorText, handledBySession, THROWN_MESSAGE } from '../app/errors';
import { useSite } from '../app/runtime';
import { RequireMember } from '../session/RequireMember';
import { useSession } from '../session/context';
import { MEMBER_KEY_PREFIX } from '../session/sessionKeys';
import * as styles from '../boards/boards.css';

/** Not in spec: the page's words. */
const attendanceLabels = { title: '출석체크', loading: '출석부를 불러오는 중입니다.' } as const;

function MemberAttendance({ memberId }: { memberId: number }) {
  const titleId = useId();
  const { client, now } = useSite();
  const { data, error, mutate } = useSWR(`${MEMBER_KEY_PREFIX}:attendance:${memberId}`, () => getAttendance(client, memberId));
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

  const month = data === undefined ? undefined : attendanceMonth(data?.dates, now());
  let body;
  if (error !== undefined) body = <LoadState state="failed" layout="list" message={errorText(error, DEFAULT_ERROR_MESSAGE, { unanswered: THROWN_MESSAGE })} onRetry={() => mutate()} />;
  else if (month === undefined) body = <LoadState state="loading" layout="list" message={attendanceLabels.loading} />;
  else body = <AttendanceCalendar month={month} onCheck={() => void check()} checking={checking} outcome={outcome} />;
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {attendanceLabels.title}
      </h1>
      {body}
    </section>
  );
}

/** /attendance (spec 2 names the route; Not in spec: this month's calendar and one check a Korean day). */
export default function AttendancePage() {
  const { user } = useSession();
  return <RequireMember>{user ? <MemberAttendance memberId={user.id} /> : null}</RequireMember>;
}
