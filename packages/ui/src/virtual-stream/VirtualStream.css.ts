import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, margin: 0 });

/** The 16:9 screen every state fills, so a stream arriving or failing never moves the board below. */
export const screen = style({
  position: 'relative',
  width: '100%',
  maxWidth: '640px',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: vars.color.surface.sunken,
});

export const video = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' });

/** A state's text, centred on the screen. */
export const state = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.md,
  textAlign: 'center',
});

export const caption = style({ margin: 0, color: vars.color.text.primary, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

/** The controls over the screen's foot, so they take no room of their own. */
export const controls = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  gap: vars.space.xs,
  padding: vars.space.sm,
  backgroundColor: vars.color.backdrop,
});

export const control = style({
  minHeight: '32px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutral.fill,
  color: vars.color.neutral.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.neutral.fillHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
    '&[data-state="on"]': { backgroundColor: vars.color.accent.fill, color: vars.color.accent.text, borderColor: vars.color.accent.fill },
  },
});
