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

/**
 * Desktop with an area: the popups stacked one under another inside it, down to 16 px above the window's bottom;
 * when they are taller than that, each gives up height and scrolls inside (its buttons stay). Small screens: no box.
 */
export const stack = style({
  position: 'absolute',
  bottom: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  '@media': { [mobileMedia]: { display: 'contents' } },
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
  selectors: {
    '&:focus-within': { borderColor: vars.color.border.focus },
    // In the stack the popups follow one another; their own left and top do not apply.
    [`${stack} > &`]: { position: 'static', flexShrink: 1, minHeight: 0, maxWidth: 'min(480px, 100%)' },
  },
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
