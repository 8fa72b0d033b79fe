// Member-facing date texts in Korean time (site-and-member-services.md sections 2 and 9).
import { formatSeoulDateTime } from '../time';

/** The Seoul "YYYY-MM-DD HH:mm:ss" text, or null for an invalid instant. */
function seoul(instant: Date | number | string): string | null {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : formatSeoulDateTime(date);
}

/** Spec 9: the notice date "YY.MM.DD" in Asia/Seoul; '' for an invalid instant. */
export function formatNoticeDate(instant: Date | number | string): string {
  const s = seoul(instant);
  return s === null ? '' : `${s.slice(2, 4)}.${s.slice(5, 7)}.${s.slice(8, 10)}`;
}

/** The point/comp history time "MM-DD HH:mm" in Asia/Seoul; '' for an invalid instant. */
export function formatHistoryTime(instant: Date | number | string): string {
  const s = seoul(instant);
  return s === null ? '' : `${s.slice(5, 10)} ${s.slice(11, 16)}`;
}

/** Spec 2: the top bar's clock in GMT+9, "YYYY-MM-DD HH:mm:ss (GMT+9)"; '' for an invalid instant. */
export function formatGmt9Clock(now: Date | number | string): string {
  const s = seoul(now);
  return s === null ? '' : `${s} (GMT+9)`;
}
