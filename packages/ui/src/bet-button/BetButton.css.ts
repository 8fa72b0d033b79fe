import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { betNameFamilies } from '@betkit/domain';
import { vars } from '../theme/contract.css';

/** The colour of the latest move, set on the button: the figures, the arrow and the flash read it. */
const moveColour = createVar();

export const button = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&[data-direction="up"]': { vars: { [moveColour]: vars.color.price.up } },
    '&[data-direction="down"]': { vars: { [moveColour]: vars.color.price.down } },
    // Hover is the browser's: only a plain button shows it (selected and suspended keep their look).
    '&[data-state="normal"]:hover': {
      backgroundColor: vars.color.surface.hover,
      borderColor: vars.color.border.strong,
    },
    '&[data-state="selected"]': {
      backgroundColor: vars.color.surface.selected,
      borderColor: vars.color.border.focus,
    },
    '&[data-state="disabled"]': {
      backgroundColor: vars.color.surface.sunken,
      color: vars.color.text.muted,
      cursor: 'not-allowed',
    },
  },
});

const familyColours = Object.fromEntries(
  betNameFamilies.map((family) => [
    family,
    { backgroundColor: vars.color.betName[family].fill, color: vars.color.betName[family].text },
  ]),
) as Record<(typeof betNameFamilies)[number], { backgroundColor: string; color: string }>;

/** The bet name chip, coloured by its family (1/X/2, over/under, odd/even…); free text stays plain. */
export const betName = recipe({
  base: {
    minWidth: '22px',
    padding: `${vars.space.xxs} ${vars.space.xs}`,
    borderRadius: vars.radius.sm,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.bold,
    textAlign: 'center',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  variants: {
    family: { ...familyColours, none: { color: vars.color.text.secondary, paddingLeft: 0 } },
  },
  defaultVariants: { family: 'none' },
});

export const price = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  fontFamily: vars.font.familyNumeric,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  // Unset without a move, so the colour is inherited.
  color: moveColour,
  selectors: {
    // On the selected fill the price colours fall under 4.5:1; the arrow keeps the colour, the figures go plain.
    [`${button}[data-state="selected"] &`]: { color: vars.color.text.primary },
  },
});

// Beside the price, out of its box: a move draws the arrow without moving the price's box (no layout shift per poll).
export const arrow = style({
  position: 'absolute',
  right: '100%',
  top: '50%',
  translate: '0 -50%',
  marginRight: vars.space.xxs,
  color: moveColour,
});

export const lock = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.text.muted,
});

const fade = keyframes({
  from: { opacity: 0.35 },
  to: { opacity: 0 },
});

/** A one-off flash over the button when its price moves. */
export const flash = style({
  position: 'absolute',
  inset: 0,
  opacity: 0,
  pointerEvents: 'none',
  backgroundColor: moveColour,
  animation: `${fade} 1.2s ease-out`,
  selectors: {
    // The story decorator (and the site's motion setting) ask for no flash at all.
    '[data-reduce-motion="true"] &': { animation: 'none' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});
