// Korean labels of LedgerTable. The totals are the domain's sums; the file name carries the period.
import type { SettlementPeriod } from '@betkit/domain';
import type { Labels } from '../labels';

/** Every label of LedgerTable; pass a part of it as the `labels` prop to change some. */
export const ledgerTableLabels = {
  // Not in spec: the partner lists' words.
  /** The totals row's name: the sum of the rows on screen. */
  totals: '합계',
  total: (count: number) => `총 ${count.toLocaleString('ko-KR')}건`,
  download: '엑셀 다운로드 (CSV)',
  /** The server's sums of every row of the period, under the list (the totals row sums only the rows shown). */
  periodTotals: '조회 기간 전체 합계',
  /** A period sum's CSV label. */
  periodTotal: (label: string) => `조회 기간 전체 합계 ${label}`,
  /** The saved file's name: the list's title and the period ("회원 관리_2026-11-01~2026-11-28.csv"). */
  fileName: (title: string, period?: SettlementPeriod) => `${title}${period ? `_${period.from}~${period.to}` : ''}.csv`,
  /** The scrolling frame's name (it takes focus so a keyboard can scroll it). */
  frame: (title: string) => `${title} 표`,
  pages: (title: string) => `${title} 페이지 이동`,
  empty: '조회된 내역이 없습니다.',
  loading: '내역을 불러오는 중입니다.',
  failed: '내역을 불러오지 못했습니다.',
  missing: '-',
};

/** Overrides of LedgerTable's labels. */
export type LedgerTableLabels = Labels<typeof ledgerTableLabels>;
