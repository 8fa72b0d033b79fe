import { style } from '@vanilla-extract/css';
import { mobileMedia, vars } from '@betkit/ui/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '960px',
  padding: vars.space.lg,
  minWidth: 0,
  color: vars.color.text.primary,
  '@media': { [mobileMedia]: { padding: vars.space.sm, gap: vars.space.md } },
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
