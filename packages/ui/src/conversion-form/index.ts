export { ConversionForm, conversionFormStates } from './ConversionForm';
export type { ConversionFormProps, ConversionFormState } from './ConversionForm';
export { conversionFormLabels, conversionHint } from './labels';
export type { ConversionFormLabels } from './labels';
