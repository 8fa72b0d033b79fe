import { useEffect } from 'react';
import { pageCount, type HistoryGameType } from '@betkit/domain';

/**
 * A page past the end (after deleting the last row of the last page, or past mini-game's 3-page cap) moves
 * back to the last page; `total` is undefined while the list loads.
 */
export function useClampedPage(options: {
  page: number;
  total: number | undefined;
  pageSize: number;
  gameType: HistoryGameType | undefined;
  selectPage: (page: number, options: { replace: boolean }) => void;
  enabled?: boolean;
}): void {
  const { page, total, pageSize, gameType, selectPage, enabled = true } = options;
  const lastPage = total === undefined ? undefined : Math.max(pageCount(total, pageSize, gameType), 1);
  const pastTheEnd = enabled && lastPage !== undefined && page > lastPage;
  useEffect(() => {
    if (pastTheEnd && lastPage !== undefined) selectPage(lastPage, { replace: true });
  }, [pastTheEnd, lastPage, selectPage]);
}
