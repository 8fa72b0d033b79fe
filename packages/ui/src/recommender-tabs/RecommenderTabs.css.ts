import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mobileMedia } from '../theme/media.css';

/** A centred column on the light ground, the whole screen high. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '1200px',
  minHeight: '100vh',
  margin: '0 auto',
  padding: vars.space.lg,
  '@media': { [mobileMedia]: { gap: vars.space.sm, padding: vars.space.sm } },
});

export const header = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}` });

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const nickname = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, marginInlineStart: 'auto' });

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
