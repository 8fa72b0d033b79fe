// Korean labels of the deposit/withdrawal history table. Status labels and delete texts come from @betkit/domain.
import { formatWon, type ChargeRecord, type DepositMode } from '@betkit/domain';
import type { Labels, ResolvedLabels } from '../labels';

const modeWord = (mode: DepositMode) => (mode === 1 ? '출금' : '입금');

/** Every label of ChargeHistoryTable; pass a part of it as the `labels` prop to change some. */
export const chargeHistoryLabels = {
  // Not in spec: the history's column names, list name and controls.
  /** The table's accessible name. */
  list: (mode: DepositMode) => `${modeWord(mode)}내역`,
  select: '선택',
  /** The page navigation's accessible name (two histories can share a page). */
  pages: (mode: DepositMode) => `${modeWord(mode)}내역 페이지 이동`,
  date: (mode: DepositMode) => `${modeWord(mode)}신청일시`,
  amount: (mode: DepositMode) => `${modeWord(mode)}금액`,
  processed: '처리일시',
  status: '상태',
  actions: '삭제',
  selectAll: '전체 선택',
  /** A row checkbox's accessible name. */
  selectRow: (row: ChargeRecord) => `${row.depositDate ?? ''} ${formatWon(row.depositAmount, 'none')}원 선택`,
  /** A row's hide button: visible text and accessible name. */
  hide: '삭제',
  hideRow: (row: ChargeRecord) => `${row.depositDate ?? ''} ${formatWon(row.depositAmount, 'none')}원 내역 삭제`,
  hideSelected: '선택삭제',
  hideAll: '전체삭제',
  selectedCount: (count: number) => `${count.toLocaleString('ko-KR')}건 선택`,
  total: (count: number) => `총 ${count.toLocaleString('ko-KR')}건`,
  /** The empty history. */
  empty: (mode: DepositMode) => `${modeWord(mode)}내역이 없습니다.`,
  /** A missing time. */
  missing: '-',
};

/** Overrides of ChargeHistoryTable's labels. */
export type ChargeHistoryLabels = Labels<typeof chargeHistoryLabels>;
/** Every label of ChargeHistoryTable, as its parts read them. */
export type ResolvedChargeHistoryLabels = ResolvedLabels<typeof chargeHistoryLabels>;

/** Korean labels of ChargeHistoryPage. Not in spec: the route gathering both histories, its heading and tabs. */
export const chargeHistoryPageLabels = {
  title: '입출금내역',
  tabList: '입출금내역 종류',
  tabs: { deposit: '입금내역', withdraw: '출금내역' },
} as const;

/** Overrides of ChargeHistoryPage's labels. */
export type ChargeHistoryPageLabels = Labels<typeof chargeHistoryPageLabels>;
