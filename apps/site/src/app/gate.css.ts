import { style } from '@vanilla-extract/css';
import { vars } from '@betkit/ui/theme';

export const gate = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  maxWidth: '420px',
  margin: `${vars.space.xl} auto`,
});

export const gateTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
});

export const gateNote = style({
  margin: 0,
  color: vars.color.text.secondary,
  textAlign: 'center',
});
