import type { Labels } from '../labels';
/** Korean labels of the global alert and confirm dialogs. */
export const alertDialogLabels = {
  // Not in spec: the spec's global alert and confirm have no visible title; these name the dialogs.
  alertTitle: '알림',
  confirmTitle: '확인',
  ok: '확인',
  cancel: '취소',
  /** The message popup's one button (spec 2: "one Close button"). */
  close: '닫기',
  /** The message popup's × (Not in spec). */
  closePopup: '팝업 닫기',
} as const;

/** Overrides of AlertDialog and ConfirmDialog's labels, for its `labels` prop. */
export type AlertDialogLabels = Labels<typeof alertDialogLabels>;
