import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const gallery = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: '96px',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
});
