export { MyWallet } from './MyWallet';
export type { MyWalletProps } from './MyWallet';
export { myWalletLabels } from './labels';
export type { MyWalletLabels } from './labels';
