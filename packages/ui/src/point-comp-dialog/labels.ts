// Korean labels of PointCompDialog (site-and-member-services.md section 2: "Point history/conversion dialog:
// latest 10 entries; columns time (MM-DD HH:mm), content, point, held total; empty text 'no point history'.
// Comp dialog: same with comp; empty 'no comp history'").
import type { Labels } from '../labels';

/** Visible labels of the point dialog and the comp dialog. */
export const pointCompDialogLabels = {
  // Not in spec: the dialogs' titles.
  pointTitle: '포인트 전환',
  compTitle: '콤프 전환',
  // Not in spec: the history tables' captions.
  pointHistory: '포인트 내역 (최근 10건)',
  compHistory: '콤프 내역 (최근 10건)',
  /** The columns: time, content, amount, held total. */
  time: '시간',
  content: '내용',
  point: '포인트',
  comp: '콤프',
  pointTotal: '보유포인트',
  compTotal: '보유콤프',
  // Not in spec: "no point history" / "no comp history".
  pointEmpty: '포인트 내역이 없습니다.',
  compEmpty: '콤프 내역이 없습니다.',
  // Not in spec: the heading of a history that could not be read.
  failed: '내역을 불러오지 못했습니다.',
} as const;

/** Overrides of PointCompDialog's labels, for its `labels` prop. */
export type PointCompDialogLabels = Labels<typeof pointCompDialogLabels>;
