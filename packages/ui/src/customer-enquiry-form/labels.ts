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

/** Korean labels of CustomerCentre, the page around the form (the reply reaches the member as the spec's notification). */
export const customerCentreLabels = {
  title: '고객센터',
  intro: '문의를 남겨 주시면 고객센터에서 확인 후 답변드립니다. 답변이 등록되면 알림으로 알려드립니다.',
  accountTitle: '입금 계좌 문의',
  accountIntro: '입금 계좌는 문의 후 고객센터 답변으로 안내됩니다.',
} as const;

/** Overrides of CustomerCentre's labels. */
export type CustomerCentreLabels = Labels<typeof customerCentreLabels>;

/** Overrides of CustomerEnquiryForm's labels, for its `labels` prop. */
export type CustomerEnquiryFormLabels = Labels<typeof customerEnquiryFormLabels>;
