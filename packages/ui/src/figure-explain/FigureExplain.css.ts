import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { overlaySurfaceRules } from '../theme/surfaces';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '28px',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  cursor: 'pointer',
  selectors: { '&:hover, &[data-state="open"]': { color: vars.color.text.primary, borderColor: vars.color.border.strong } },
});

export const mark = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.selected,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.bold,
});

/** Wide enough for a formula on one line at desktop, never wider than the phone. */
export const panel = style({
  ...overlaySurfaceRules,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(480px, calc(100vw - 16px))',
  padding: vars.space.md,
  fontSize: vars.font.size.sm,
});

export const title = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const lines = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.font.lineHeight.normal,
});

export const close = style({
  alignSelf: 'flex-end',
  minHeight: '32px',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.neutral.fill,
  color: vars.color.neutral.text,
  cursor: 'pointer',
});
