// Korean labels of the third-party (casino-style) bet table. The spec's own text comes from @betkit/domain.
import { bettingMessages, type ThirdPartyBet } from '@betkit/domain';
import type { Labels, ResolvedLabels } from '../labels';

/** Column headers. */
export const thirdPartyBetColumnLabels = {
  // Not in spec: the spec names the fields in English (thirdPartyName, gameCode, date, transType…).
  select: '선택',
  provider: '게임사',
  gameCode: '게임',
  date: '베팅일시',
  type: '구분',
  amount: '금액',
  cancelAmount: '취소금액',
  processed: '처리일시',
} as const;

/** Every label of ThirdPartyBetTable; pass a part of it as the `labels` prop to change some. */
export const thirdPartyBetLabels = {
  columns: thirdPartyBetColumnLabels,
  // Not in spec: the selection controls.
  selectAll: '전체 선택',
  /** A row checkbox's accessible name. */
  selectRow: (bet: ThirdPartyBet) => `${bet.thirdPartyName} ${bet.gameName || bet.gameCode} 베팅 ${bet.id} 선택`,
  // Not in spec: the server's transaction types (transType) in Korean; an unlisted type is shown as sent.
  /** A row's transaction type. */
  transTypes: { BET: '베팅', WIN: '당첨', CANCEL: '취소', REFUND: '환불' } as Readonly<Record<string, string>>,
  /** On phones, the amount's name by transaction type: a win row's amount is what was won. */
  amountByType: { BET: '베팅금액', WIN: '당첨금액', CANCEL: '취소금액', REFUND: '환불금액' } as Readonly<Record<string, string>>,
  selectedCount: (count: number) => `${count.toLocaleString('ko-KR')}건 선택`,
  deleteSelected: '선택삭제',
  /** Marks a cancelled row (spec: cancelled rows show as such). */
  cancelled: '취소',
  /** The empty list (spec text). */
  empty: bettingMessages.noBets,
  /** Accessible name of the scrolling region in the virtualised (bulk) layout. */
  list: '카지노 베팅내역 목록',
  /** A missing time or amount. */
  missing: '-',
};

/** Overrides of ThirdPartyBetTable's labels, for its `labels` prop. */
export type ThirdPartyBetLabels = Labels<typeof thirdPartyBetLabels>;

/** Every label of ThirdPartyBetTable, as its parts read them. */
export type ResolvedThirdPartyBetLabels = ResolvedLabels<typeof thirdPartyBetLabels>;
