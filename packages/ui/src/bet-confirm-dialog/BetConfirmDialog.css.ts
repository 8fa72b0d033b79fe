import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The question, larger than a plain description: it is the dialog's whole content. */
export const message = style({
  display: 'block',
  padding: `${vars.space.md} 0`,
  color: vars.color.text.primary,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
});
