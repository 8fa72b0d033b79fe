import { useState } from 'react';

/**
 * A server's paged list in a story: the rows of the page shown, the whole count, the page and its change (also
 * reported to `onPageChange`, the story's spy), so a paged table's props come from one list.
 */
export function useStoryPages<Row>(all: readonly Row[], pageSize: number, onPageChange: (page: number) => void) {
  const [page, setPage] = useState(1);
  return {
    rows: all.slice((page - 1) * pageSize, page * pageSize),
    totalCount: all.length,
    page,
    onPageChange: (next: number) => {
      setPage(next);
      onPageChange(next);
    },
  };
}
