import { historyPageSize, pageCount as countPages, pageWindow } from '@betkit/domain';
import * as styles from './Pagination.css';
import { mergeLabels } from '../labels';
import { paginationLabels, type PaginationLabels } from './labels';

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  /** Called with the page the member chose (never the current one). */
  onPageChange: (page: number) => void;
  /** Number of pages; when omitted it is derived from `totalCount`, `pageSize` and `gameType`. */
  pageCount?: number;
  /** Total rows of the list (the server's count), used when `pageCount` is omitted. */
  totalCount?: number;
  /** Rows per page; defaults to the history list's page size for `gameType`. */
  pageSize?: number;
  /** The history list's game type: mini-game (3) and type 4 lists stop at 3 pages. */
  gameType?: number;
  /** Overrides of the Korean labels: `nav` (the landmark's name), `first`, `previous`, `next`, `last`. */
  labels?: PaginationLabels;
}

/** The page buttons of a history list: first, previous, up to 11 numbers, next, last. */
export function Pagination({
  page,
  onPageChange,
  pageCount,
  totalCount,
  pageSize,
  gameType,
  labels: overrides,
}: PaginationProps) {
  const labels = mergeLabels(paginationLabels, overrides);
  const pages =
    pageCount ?? countPages(totalCount, pageSize ?? historyPageSize({ gameType }), gameType);
  const numbers = pageWindow(page, pages);
  if (numbers.length === 0) return null;
  const current = Math.min(Math.max(page, 1), pages);
  const go = (target: number) => {
    if (target !== current) onPageChange(target);
  };
  const atStart = current <= 1;
  const atEnd = current >= pages;
  return (
    <nav className={styles.nav} aria-label={labels.nav}>
      <ul className={styles.list}>
        <StepButton glyph="«" label={labels.first} disabled={atStart} onClick={() => go(1)} />
        {/* Not in spec: previous and next step one page (not a block of 11); the window follows the current page. */}
        <StepButton glyph="‹" label={labels.previous} disabled={atStart} onClick={() => go(current - 1)} />
        {numbers.map((number) => (
          <li key={number}>
            <button
              type="button"
              className={styles.pageButton}
              aria-current={number === current ? 'page' : undefined}
              onClick={() => go(number)}
            >
              {number}
            </button>
          </li>
        ))}
        <StepButton glyph="›" label={labels.next} disabled={atEnd} onClick={() => go(current + 1)} trailing />
        <StepButton glyph="»" label={labels.last} disabled={atEnd} onClick={() => go(pages)} trailing />
      </ul>
    </nav>
  );
}

interface StepButtonProps {
  glyph: string;
  label: string;
  disabled: boolean;
  onClick: () => void;
  trailing?: boolean;
}

/** A first/previous/next/last button: the glyph, and the label (visually hidden on phones). */
function StepButton({ glyph, label, disabled, onClick, trailing = false }: StepButtonProps) {
  const text = <span className={styles.stepLabel}>{label}</span>;
  return (
    <li>
      <button type="button" className={styles.stepButton} disabled={disabled} onClick={onClick}>
        {trailing ? text : null}
        <span aria-hidden="true">{glyph}</span>
        {trailing ? null : text}
      </button>
    </li>
  );
}
