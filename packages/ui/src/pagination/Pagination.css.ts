import { style } from '@vanilla-extract/css';
import { mobileMedia } from '../theme/media.css';
import { vars } from '../theme/contract.css';
import { visuallyHiddenRules } from '../theme/visuallyHidden';

export const nav = style({ display: 'flex', justifyContent: 'center' });

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mobileMedia]: { gap: vars.space.xxs } },
});

const buttonBase = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: '36px',
  height: '36px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.md,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surface.hover, color: vars.color.text.primary },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    // 15 buttons of 24 px with 2 px gaps fit the 392 px a 424 px phone leaves (24 px is WCAG 2.5.8's minimum target).
    [mobileMedia]: { minWidth: '24px', height: '32px', padding: `0 ${vars.space.xxs}`, fontSize: vars.font.size.sm },
  },
});

export const pageButton = style([
  buttonBase,
  {
    selectors: {
      '&[aria-current="page"]': {
        backgroundColor: vars.color.accent.fill,
        borderColor: vars.color.accent.fill,
        color: vars.color.accent.text,
        fontWeight: vars.font.weight.bold,
        cursor: 'default',
      },
    },
  },
]);

export const stepButton = style([buttonBase]);

/** Visible beside the glyph on wide screens; on phones only the glyph shows and the label names the button. */
export const stepLabel = style({
  '@media': {
    [mobileMedia]: visuallyHiddenRules,
  },
});
