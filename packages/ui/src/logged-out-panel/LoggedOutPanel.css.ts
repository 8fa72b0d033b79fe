import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const panel = recipe({
  base: {
    display: 'grid',
    gap: vars.space.lg,
    color: vars.color.text.primary,
  },
  variants: {
    variant: {
      // The desktop side column.
      desktop: { width: '300px' },
      // The 424 px layout: the panel takes the screen's width.
      mobile: { width: '100%' },
    },
  },
  defaultVariants: { variant: 'desktop' },
});

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
});

export const field = style({
  display: 'grid',
  gap: vars.space.xs,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
});

export const input = style({
  // A text input's intrinsic width (its size attribute) would otherwise widen the 300 px column.
  width: '100%',
  minWidth: 0,
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger.onSurface },
  },
});

export const message = style({
  margin: 0,
  color: vars.color.danger.onSurface,
  fontSize: vars.font.size.sm,
  whiteSpace: 'pre-line',
});

/** Sign-up and non-member side by side; password recovery, when offered, on its own line under them. */
export const secondaryActions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xs,
});

globalStyle(`${secondaryActions} > :nth-child(3)`, { gridColumn: '1 / -1' });

export const banners = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const bannerLink = style({
  display: 'block',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  transition: `opacity ${vars.motion.fast}`,
  selectors: {
    '&:hover': { opacity: 0.88 },
  },
});

export const bannerImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
});
