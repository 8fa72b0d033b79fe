/** Korean labels of the site's deposit screen (the form's own are @betkit/ui's depositFormLabels). */
export const depositLabels = {
  /** The page's and the dialog's title. */
  title: '입금신청',
  // Not in spec: while the bonuses and rules load.
  loading: '입금 정보를 불러오는 중입니다.',
} as const;
