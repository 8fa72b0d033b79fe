import { bettingMessages } from '@betkit/domain';
import type { Labels } from '../labels';

/** Korean labels of OddsChangeDialog. */
export const oddsChangeDialogLabels = {
  /** The spec's title. */
  title: bettingMessages.oddsChangedTitle,
  // Not in spec: the dialog's description, read after the title.
  description: '배당이 변경된 경기가 있습니다. 변경된 배당을 확인해주세요.',
  /** The spec's accept button when placing a bet. */
  accept: bettingMessages.oddsChangedAccept,
  cancel: '취소',
  /** Accessible name of the list of slip items. */
  list: '베팅 항목',
  totalOdds: '총 배당',
  expectedWinnings: '예상 당첨금',
  /** Screen-reader text between an old and a new value. */
  changedTo: '에서 변경',
  /** Announced while the accepted bet is being resent. */
  pending: '베팅 진행 중',
} as const;

/** Overrides of OddsChangeDialog's labels, for its `labels` prop. */
export type OddsChangeDialogLabels = Labels<typeof oddsChangeDialogLabels>;
