export { Button, buttonSizes, buttonVariants } from './Button';
export type { ButtonProps } from './Button';
export { buttonLabels } from './labels';
export type { ButtonLabels } from './labels';
