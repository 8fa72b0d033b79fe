import { keyframes, style } from '@vanilla-extract/css';
import { MARQUEE_SCROLL_SECONDS } from '@betkit/domain';
import { vars } from '../theme/contract.css';
import { visuallyHiddenRules } from '../theme/visuallyHidden';

const scroll = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(-100%)' } });

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  minWidth: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
});

/** The moving copy: paused while hovered or focused (a member can read it), gone under reduced motion. */
export const track = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  // Spec 9: one pass in 15 seconds.
  animation: `${scroll} ${MARQUEE_SCROLL_SECONDS}s linear infinite`,
  selectors: {
    [`${root}:hover &, ${root}:focus-within &`]: { animationPlayState: 'paused' },
    '[data-reduce-motion="true"] &': { display: 'none' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } },
});

/** The still copy shown in place of the moving one. */
const shown = {
  position: 'static',
  width: 'auto',
  height: 'auto',
  margin: 0,
  clip: 'auto',
  overflow: 'hidden',
  display: 'block',
  textOverflow: 'ellipsis',
} as const;

/** The still copy: what screen readers read, and what a member who asked for no motion sees. */
export const still = style({
  ...visuallyHiddenRules,
  selectors: { '[data-reduce-motion="true"] &': shown },
  '@media': { '(prefers-reduced-motion: reduce)': shown },
});
