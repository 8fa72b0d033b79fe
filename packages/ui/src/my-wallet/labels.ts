// Not in spec: the /mywallet page's words.
import type { Labels } from '../labels';

/** Korean labels of MyWallet. */
export const myWalletLabels = {
  title: '내 지갑',
  /** The balances' section, named for assistive technology. */
  balances: '보유 잔액',
  conversions: '포인트 · 콤프 전환',
  depositHistory: '입금내역',
  withdrawHistory: '출금내역',
} as const;

/** Overrides of MyWallet's labels. */
export type MyWalletLabels = Labels<typeof myWalletLabels>;
