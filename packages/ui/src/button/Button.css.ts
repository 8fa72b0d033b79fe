import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.accent.fill,
        color: vars.color.accent.text,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.accent.fillHover } },
      },
      secondary: {
        backgroundColor: vars.color.neutral.fill,
        color: vars.color.neutral.text,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.neutral.fillHover } },
      },
      danger: {
        backgroundColor: vars.color.danger.fill,
        color: vars.color.danger.text,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.danger.fillHover } },
      },
      ghost: {
        backgroundColor: 'transparent',
        borderColor: vars.color.border.strong,
        color: vars.color.text.primary,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surface.hover } },
      },
    },
    size: {
      sm: { minHeight: '32px', padding: `0 ${vars.space.md}`, fontSize: vars.font.size.sm },
      md: { minHeight: '40px', padding: `0 ${vars.space.lg}`, fontSize: vars.font.size.md },
      lg: { minHeight: '48px', padding: `0 ${vars.space.xl}`, fontSize: vars.font.size.lg },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});

/** Keeps the button's width while the spinner replaces its text. */
export const hiddenContent = style({ visibility: 'hidden' });

export const spinnerLayer = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
