import { style } from '@vanilla-extract/css';
import { mobileMedia, vars } from '@betkit/ui/theme';

// The reading width of ui's PageSection, for the board pages whose h1 shares a row with a link or has none.
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

export const lead = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.md });

export const foot = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });

export const backLink = style({ color: vars.color.text.link });
