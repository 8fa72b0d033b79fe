export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { domainRule } from './domainRule';
export { textFieldLabels } from './labels';
export type { TextFieldLabels } from './labels';
