// Korean labels of the withdrawal screen and dialog. Rule messages come from @betkit/domain.

/** Labels of the withdrawal page and dialog. */
export const withdrawLabels = {
  // Not in spec: the page and dialog heading (the quick links read 출금).
  title: '출금신청',
  // Not in spec: while the dialog's form loads.
  loading: '출금 정보를 불러오는 중입니다.',
} as const;
