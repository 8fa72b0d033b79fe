// Korean labels of the wallet screens (site-and-member-services.md sections 2 and 8); /mywallet's own are ui's myWalletLabels.

export const walletLabels = {
  /** The account enquiry button. */
  enquiry: '계좌문의',
  // Not in spec: an enquiry that failed without the server's text.
  enquiryFailed: '문제가 발생했습니다. 관리자에게 문의해주세요.',
} as const;
