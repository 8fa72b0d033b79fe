export { MessageBox } from './MessageBox';
export type { MessageBoxProps } from './MessageBox';
export { messageBoxLabels } from './labels';
export type { MessageBoxLabels } from './labels';
