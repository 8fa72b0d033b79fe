export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { TextAreaField } from './TextAreaField';
export { SelectField } from './SelectField';
export type { SelectFieldProps, SelectOption } from './SelectField';
export type { TextAreaFieldProps } from './TextAreaField';
export { domainRule } from './domainRule';
export { textFieldLabels } from './labels';
export type { TextFieldLabels } from './labels';
