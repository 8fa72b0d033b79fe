import { vars } from '../theme/contract.css';

// The look every typed field shares (TextField, SelectField, TextAreaField, AmountField), read by their .css.ts files.

/** A field's label above its box. */
export const fieldLabelRules = {
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
} as const;

/** The box holding the input and its suffix, outlined when the input has focus. */
export const fieldBoxRules = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.sunken,
  selectors: {
    '&:focus-within': { borderColor: vars.color.border.focus },
  },
} as const;

/** The box's states: a failed rule draws it red, a disabled field fades. */
export const fieldBoxStates = {
  valid: {},
  invalid: { borderColor: vars.color.danger.onSurface },
  disabled: { opacity: 0.55 },
} as const;

/** The bare input inside the box: the box draws the border and the focus ring. */
export const fieldInputRules = {
  flex: '1 1 auto',
  minWidth: 0,
  border: 'none',
  background: 'transparent',
  padding: 0,
} as const;

/** The input's own selectors: no second focus outline, a muted placeholder. */
export const fieldInputSelectors = {
  // The box shows the focus ring, so the input's own outline would be drawn twice.
  '&:focus-visible': { outline: 'none' },
  '&::placeholder': { color: vars.color.text.muted },
} as const;
