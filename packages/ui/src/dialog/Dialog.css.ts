import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { overlaySurfaceRules } from '../theme/surfaces';
import { mobileMedia, tabletDownMedia } from '../theme/media.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });


export const overlay = style({
  position: 'fixed',
  inset: 0,
  backgroundColor: vars.color.backdrop,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ease-out`,
});

/** A dialog covering the whole viewport (the deposit dialog on phones, the notice widget up to tablets). */
const fullScreen = {
  inset: 0,
  top: 0,
  left: 0,
  transform: 'none',
  width: '100%',
  maxWidth: 'none',
  height: '100%',
  maxHeight: 'none',
  borderRadius: 0,
  border: 'none',
} as const;

export const content = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: vars.zIndex.dialog,
    display: 'flex',
    flexDirection: 'column',
    width: 'calc(100vw - 32px)',
    maxHeight: 'calc(100vh - 32px)',
    ...overlaySurfaceRules,
    animation: `${fadeIn} ${vars.motion.normal} ease-out`,
    selectors: { '&:focus': { outline: 'none' } },
  },
  variants: {
    width: {
      370: { maxWidth: '370px' },
      400: { maxWidth: '400px' },
      500: { maxWidth: '500px' },
      600: { maxWidth: '600px' },
      1200: { maxWidth: '1200px' },
      // Spec (notice widget): half the width, and the whole screen on phones and tablets.
      half: { width: '50vw', maxWidth: 'none', '@media': { [tabletDownMedia]: fullScreen } },
    },
    fullScreenOnMobile: {
      true: {
        '@media': { [mobileMedia]: fullScreen },
      },
      false: {},
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.md,
});

export const body = style({
  padding: vars.space.lg,
  overflowY: 'auto',
  flex: '1 1 auto',
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  flex: 'none',
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surface.hover, color: vars.color.text.primary } },
});
