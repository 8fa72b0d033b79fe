export { BalanceStrip, balanceStripConversions, balanceStripVariants } from './BalanceStrip';
export type { BalanceStripBalances, BalanceStripProps } from './BalanceStrip';
export { balanceStripLabels } from './labels';
export type { BalanceStripLabels } from './labels';
