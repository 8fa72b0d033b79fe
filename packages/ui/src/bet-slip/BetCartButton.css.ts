import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { countBadgeRules } from '../theme/surfaces';

// The cart's own stylesheet: the phone's bottom bar draws it on every page, and the slip's styles load with the slip.

export const cartButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '48px',
  padding: `0 ${vars.space.lg}`,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surface.hover } },
});

export const cartBadge = style({ ...countBadgeRules, fontSize: vars.font.size.sm });
