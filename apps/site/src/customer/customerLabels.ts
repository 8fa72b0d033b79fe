// Not in spec: the spec names /customer, its enquiry call and the reply notification only; the page's texts are ours.
export const customerLabels = {
  title: '고객센터',
  intro: '문의를 남겨 주시면 고객센터에서 확인 후 답변드립니다. 답변이 등록되면 알림으로 알려드립니다.',
  accountTitle: '입금 계좌 문의',
  accountIntro: '입금 계좌는 문의 후 고객센터 답변으로 안내됩니다.',
} as const;
