// The attendance check's read: this month's checked days, member-scoped like the session's keys.
import useSWR from 'swr';
import { getAttendance } from '@betkit/api';
import { useSite } from '../app/runtime';
import { MEMBER_KEY_PREFIX } from '../session/queries';

/** The member's attendance record. */
export const attendanceKey = (memberId: number) => `${MEMBER_KEY_PREFIX}:attendance:${memberId}`;

/** GET the member's attendance. */
export function useAttendance(memberId: number) {
  const { client } = useSite();
  return useSWR(attendanceKey(memberId), () => getAttendance(client, memberId));
}
