import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const list = recipe({
  base: {
    display: 'flex',
    gap: vars.space.xxs,
    overflowX: 'auto',
    scrollbarWidth: 'none',
  },
  variants: {
    variant: {
      line: { borderBottom: `1px solid ${vars.color.border.subtle}` },
      pill: { padding: vars.space.xxs, backgroundColor: vars.color.surface.sunken, borderRadius: vars.radius.md },
    },
    fullWidth: { true: {}, false: {} },
  },
});

export const trigger = recipe({
  base: {
    flex: 'none',
    minHeight: '40px',
    padding: `0 ${vars.space.lg}`,
    border: 'none',
    background: 'transparent',
    color: vars.color.text.secondary,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.text.primary },
      '&[data-state="active"]': { color: vars.color.text.primary, fontWeight: vars.font.weight.bold },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      line: {
        marginBottom: '-1px',
        borderBottom: '2px solid transparent',
        selectors: { '&[data-state="active"]': { borderBottomColor: vars.color.accent.fill } },
      },
      pill: {
        minHeight: '32px',
        borderRadius: vars.radius.sm,
        selectors: { '&[data-state="active"]': { backgroundColor: vars.color.surface.raised } },
      },
    },
    fullWidth: { true: { flex: '1 1 0' }, false: {} },
  },
});

export const panel = style({
  paddingTop: vars.space.md,
  selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
});
