import { useState } from 'react';
import { checkAttendance } from '@betkit/api';
import { attendanceMessages, attendanceMonth } from '@betkit/domain';
import { AttendanceCalendar, PageSection } from '@betkit/ui';
import { errorText, handledBySession, THROWN_MESSAGE } from '../app/errors';
import { QueryState } from '../app/QueryState';
import { useSite } from '../app/runtime';
import { useWrite } from '../app/useWrite';
import { RequireMember } from '../app/RequireMember';
import { useSession } from '../app/session';
import { attendanceKey, useAttendance } from './queries';

/** Not in spec: the page's words. */
const attendanceLabels = { title: '출석체크', loading: '출석부를 불러오는 중입니다.' } as const;

function MemberAttendance({ memberId }: { memberId: number }) {
  const { client, now } = useSite();
  const attendance = useAttendance(memberId);
  // The answer is the new record: it becomes the read's data without another read.
  const checkIn = useWrite(attendanceKey(memberId), () => checkAttendance(client, memberId), { populateCache: true, revalidate: false });
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const check = async () => {
    try {
      if (await checkIn.send(undefined)) setOutcome({ ok: true, message: attendanceMessages.checked });
    } catch (failure) {
      if (!handledBySession(failure)) setOutcome({ ok: false, message: errorText(failure, attendanceMessages.failedDefault, { unanswered: THROWN_MESSAGE }) });
      await attendance.mutate();
    }
  };

  return (
    <PageSection title={attendanceLabels.title} width="reading">
      <QueryState query={attendance} loading={attendanceLabels.loading}>
        {(data) => {
          // No month only for a clock that reads no date.
          const month = attendanceMonth(data?.dates, now());
          return month ? <AttendanceCalendar month={month} onCheck={() => void check()} checking={checkIn.busy} outcome={outcome} /> : null;
        }}
      </QueryState>
    </PageSection>
  );
}

/** /attendance (spec 2 names the route; Not in spec: this month's calendar and one check a Korean day). */
export default function AttendancePage() {
  const { user } = useSession();
  return <RequireMember>{user ? <MemberAttendance memberId={user.id} /> : null}</RequireMember>;
}
