import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { desktopMedia } from '../theme/media.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minHeight: '60vh',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
});

export const status = style({
  margin: 0,
  color: vars.color.text.muted,
  fontFamily: vars.font.familyNumeric,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.bold,
  fontSize: '64px',
  lineHeight: 1,
  '@media': {
    [desktopMedia]: { fontSize: '96px' },
  },
});

export const heading = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const detail = style({
  margin: 0,
  maxWidth: '480px',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.md,
  whiteSpace: 'pre-line',
});

/** The home link, drawn as the primary button. */
export const homeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '40px',
  marginTop: vars.space.sm,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent.fill,
  color: vars.color.accent.text,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.accent.fillHover },
  },
});
