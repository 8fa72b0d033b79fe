import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.state.cancel}`,
  backgroundColor: vars.color.surface.raised,
});

export const title = style({ margin: 0, color: vars.color.state.cancel, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold, letterSpacing: '0.1em' });

export const amount = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });

export const loading = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });
