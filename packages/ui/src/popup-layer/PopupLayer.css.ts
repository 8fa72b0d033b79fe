import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { overlaySurfaceRules } from '../theme/surfaces';
import { mobileMedia } from '../theme/media.css';

// Above the page, its header and sticky columns; below the alert and confirm dialogs (overlay 1000, dialog 1001).
const popupZIndex = `calc(${vars.zIndex.overlay} - 1)`;

/** Desktop: a click-through sheet over the viewport, each popup placed on it. Small screens: one scrolling block. */
export const layer = style({
  position: 'fixed',
  inset: 0,
  zIndex: popupZIndex,
  pointerEvents: 'none',
  '@media': {
    [mobileMedia]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.md,
      padding: vars.space.md,
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      backgroundColor: vars.color.backdrop,
      pointerEvents: 'auto',
    },
  },
});

export const popup = style({
  position: 'absolute',
  display: 'flex',
  flexDirection: 'column',
  width: 'max-content',
  minWidth: '280px',
  maxWidth: 'min(480px, calc(100vw - 32px))',
  maxHeight: 'calc(100vh - 32px)',
  ...overlaySurfaceRules,
  pointerEvents: 'auto',
  overflow: 'hidden',
  selectors: { '&:focus-within': { borderColor: vars.color.border.focus } },
  '@media': {
    // The inline left and top apply to positioned boxes only: static, the popups stack in the block.
    [mobileMedia]: { position: 'static', width: 'auto', minWidth: 0, maxWidth: 'none', maxHeight: 'none', flexShrink: 0 },
  },
});

export const content = style({
  padding: vars.space.lg,
  overflowY: 'auto',
  minHeight: 0,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
});
