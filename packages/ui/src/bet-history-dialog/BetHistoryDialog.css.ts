import { style } from '@vanilla-extract/css';
import { mobileMedia } from '../theme/media.css';
import { vars } from '../theme/contract.css';
import { countTextRules, listNoticeRules } from '../theme/surfaces';

// The virtualised lists need a definite height to scroll inside, so the list area's height is set here.
// Above it: the tab row (40 px), the panel's top padding (12), the toolbar (32) and its gap (8).
/** Height of everything in the dialog body above the list area, in px (a story checks it). */
export const BODY_CHROME_PX = 92;
// On a full-screen phone the dialog's header (57) and body padding (32) come on top; a few pixels of
// slack keep the dialog body itself from scrolling.
const PHONE_DIALOG_CHROME_PX = 98;
const desktopListHeight = 'clamp(240px, calc(100vh - 260px), 640px)';
const phoneListHeight = `calc(100dvh - ${PHONE_DIALOG_CHROME_PX + BODY_CHROME_PX}px)`;

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '32px',
});

export const total = style({ marginRight: 'auto', ...countTextRules });

export const listArea = style({
  display: 'flex',
  flexDirection: 'column',
  height: desktopListHeight,
  '@media': { [mobileMedia]: { height: phoneListHeight } },
});

/** Stands in for the body (tabs, toolbar, list) until the dialog's frame has painted; the same height, so nothing moves. */
export const bodyPlaceholder = style({
  height: `calc(${BODY_CHROME_PX}px + ${desktopListHeight})`,
  '@media': { [mobileMedia]: { height: `calc(${BODY_CHROME_PX}px + ${phoneListHeight})` } },
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '1 1 auto',
  margin: 0,
  ...listNoticeRules,
});

export const errorText = style({ margin: 0, color: vars.color.danger.onSurface, fontWeight: vars.font.weight.medium });
