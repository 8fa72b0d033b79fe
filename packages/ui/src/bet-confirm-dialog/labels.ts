import { bettingMessages } from '@betkit/domain';
import type { Labels } from '../labels';

/** Korean labels of BetConfirmDialog. */
export const betConfirmDialogLabels = {
  // Not in spec: the spec's confirm has no visible title; this one names the dialog.
  title: '베팅 확인',
  /** Submit check 8's text. */
  message: bettingMessages.confirmBet,
  confirm: '확인',
  cancel: '취소',
  /** Announced while the bet is being sent. */
  pending: '베팅 진행 중',
} as const;

/** Overrides of BetConfirmDialog's labels, for its `labels` prop. */
export type BetConfirmDialogLabels = Labels<typeof betConfirmDialogLabels>;
