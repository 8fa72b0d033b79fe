// Korean labels of the wallet screens (site-and-member-services.md sections 2 and 8).

export const walletLabels = {
  // Not in spec: the /mywallet page's words.
  title: '내 지갑',
  balances: '보유 잔액',
  conversions: '포인트 · 콤프 전환',
  depositHistory: '입금내역',
  withdrawHistory: '출금내역',
  /** The account enquiry button. */
  enquiry: '계좌문의',
  // Not in spec: an enquiry that failed without the server's text.
  enquiryFailed: '문제가 발생했습니다. 관리자에게 문의해주세요.',
} as const;
