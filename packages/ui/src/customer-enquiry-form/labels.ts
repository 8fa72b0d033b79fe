// Not in spec: the spec names /customer and POST /customer/ {title, questionContents} only; these labels are ours.
import type { Labels } from '../labels';

/** Korean labels of CustomerEnquiryForm. */
export const customerEnquiryFormLabels = {
  /** The form's accessible name. */
  form: '1:1 문의',
  title: '제목',
  titleHint: '50자 이내',
  contents: '문의 내용',
  contentsHint: (count: number, max: number) => `${count.toLocaleString('ko-KR')} / ${max.toLocaleString('ko-KR')}자`,
  submit: '문의하기',
} as const;

/** Overrides of CustomerEnquiryForm's labels, for its `labels` prop. */
export type CustomerEnquiryFormLabels = Labels<typeof customerEnquiryFormLabels>;
