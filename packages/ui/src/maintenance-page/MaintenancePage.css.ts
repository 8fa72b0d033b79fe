import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { desktopMedia } from '../theme/media.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  minHeight: '100vh',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  backgroundColor: vars.color.surface.base,
  color: vars.color.text.primary,
  textAlign: 'center',
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const images = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '720px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Each image keeps its aspect ratio and never overflows a 424 px screen. */
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  '@media': {
    [desktopMedia]: { width: 'auto', maxWidth: '100%' },
  },
});

export const detail = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.md,
});
