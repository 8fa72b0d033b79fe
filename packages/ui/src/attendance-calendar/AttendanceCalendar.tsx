import type { AttendanceMonth } from '@betkit/domain';
import { Button } from '../button/Button';
import { mergeLabels } from '../labels';
import * as styles from './AttendanceCalendar.css';
import { attendanceCalendarLabels, type AttendanceCalendarLabels } from './labels';

export interface AttendanceCalendarProps {
  /** The month with its checked days (`attendanceMonth` of @betkit/domain). */
  month: AttendanceMonth;
  /** Checks today in; without it there is no button. */
  onCheck?: () => void;
  /** The check is running: the button is busy and takes no clicks. */
  checking?: boolean;
  /** The last check's outcome, shown in a live status. */
  outcome?: { readonly ok: boolean; readonly message: string } | null;
  /** Overrides of the Korean labels. */
  labels?: AttendanceCalendarLabels;
}

/** The attendance check (/attendance): this month's days from Sunday, the checked ones stamped, and today's check. */
export function AttendanceCalendar({ month, onCheck, checking = false, outcome = null, labels: overrides }: AttendanceCalendarProps) {
  const labels = mergeLabels(attendanceCalendarLabels, overrides);
  return (
    <div className={styles.root}>
      <div className={styles.head}>
        <p className={styles.summary}>{labels.summary(month.checkedCount, month.streak)}</p>
        {onCheck ? (
          <Button busy={checking} disabled={month.checkedToday} onClick={onCheck}>
            {month.checkedToday ? labels.checkedToday : labels.check}
          </Button>
        ) : null}
      </div>
      <p className={styles.outcome} data-tone={outcome === null ? undefined : outcome.ok ? 'success' : 'failure'} role="status">
        {outcome?.message}
      </p>
      <table className={styles.grid}>
        <caption className={styles.caption}>{labels.month(month.year, month.month)}</caption>
        <thead>
          <tr>
            {labels.weekdays.map((weekday, index) => (
              <th key={weekday} scope="col" className={styles.weekday}>
                <abbr title={labels.weekdayNames[index]}>{weekday}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {month.weeks.map((week, index) => (
            <tr key={index}>
              {week.map((day, weekday) =>
                day === null ? (
                  <td key={`blank-${weekday}`} className={styles.blank} />
                ) : (
                  <td
                    key={day.date}
                    className={styles.day}
                    data-today={day.today}
                    data-future={day.future}
                    aria-label={labels.day(day.day, day.checked, day.today)}
                    aria-current={day.today ? 'date' : undefined}
                  >
                    <span aria-hidden="true">{day.day}</span>
                    {day.checked ? (
                      <span className={styles.mark} aria-hidden="true">
                        {labels.checkedMark}
                      </span>
                    ) : null}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
