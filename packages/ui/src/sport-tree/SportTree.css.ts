import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { iconButtonRules } from '../theme/iconButton';

export const tree = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const search = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.xs} 0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.sunken,
  selectors: { '&:focus-within': { borderColor: vars.color.border.focus } },
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  height: '36px',
  border: 'none',
  outline: 'none',
  background: 'none',
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  '::placeholder': { color: vars.color.text.muted },
});

export const iconButton = style({
  ...iconButtonRules,
  color: vars.color.text.secondary,
  selectors: {
    '&:hover': { color: vars.color.text.primary, backgroundColor: vars.color.surface.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}` },
  },
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const nested = style({ paddingLeft: vars.space.md, paddingTop: vars.space.xxs });

const row = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '34px',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.text.primary,
  font: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
} as const;

export const trigger = style({
  ...row,
  fontWeight: vars.font.weight.bold,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover },
    '&[data-state="open"]': { backgroundColor: vars.color.surface.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-2px' },
  },
});

export const locationTrigger = style([trigger, { fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm }]);

export const link = style({
  ...row,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover, color: vars.color.text.primary },
    '&[aria-current="page"]': { backgroundColor: vars.color.surface.selected, color: vars.color.text.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-2px' },
  },
});

export const name = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const count = style({
  color: vars.color.text.muted,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
  // Muted grey is too faint on the selected fill (WCAG AA).
  selectors: { '[aria-current="page"] > &, [data-state="open"] > &': { color: vars.color.text.secondary } },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.text.muted,
  transition: `transform ${vars.motion.fast}`,
  selectors: { '[data-state="open"] > &': { transform: 'rotate(90deg)' } },
});
