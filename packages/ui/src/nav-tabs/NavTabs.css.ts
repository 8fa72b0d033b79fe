import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** How the links are drawn: the design system's line tabs, or pills. */
export const navTabsVariants = ['line', 'pill'] as const;

export const nav = recipe({
  variants: {
    variant: {
      line: {
        display: 'flex',
        gap: vars.space.xxs,
        overflowX: 'auto',
        scrollbarWidth: 'none',
        marginBottom: vars.space.md,
        borderBottom: `1px solid ${vars.color.border.subtle}`,
      },
      pill: { display: 'flex', gap: vars.space.xs },
    },
  },
});

export const link = recipe({
  variants: {
    variant: {
      line: {
        flex: 'none',
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: '40px',
        marginBottom: '-1px',
        padding: `0 ${vars.space.lg}`,
        borderBottom: '2px solid transparent',
        color: vars.color.text.secondary,
        fontSize: vars.font.size.md,
        fontWeight: vars.font.weight.medium,
        textDecoration: 'none',
        whiteSpace: 'nowrap',
        selectors: {
          '&:hover': { color: vars.color.text.primary },
          '&[aria-current="page"]': { color: vars.color.text.primary, fontWeight: vars.font.weight.bold, borderBottomColor: vars.color.accent.fill },
        },
      },
      pill: {
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: '32px',
        padding: `0 ${vars.space.md}`,
        border: `1px solid ${vars.color.border.subtle}`,
        borderRadius: vars.radius.full,
        color: vars.color.text.secondary,
        fontSize: vars.font.size.sm,
        fontWeight: vars.font.weight.bold,
        textDecoration: 'none',
        selectors: {
          '&[aria-current="page"]': { backgroundColor: vars.color.surface.selected, borderColor: vars.color.border.focus, color: vars.color.text.primary },
          '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
        },
      },
    },
  },
});
