import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { overlaySurfaceRules } from '../theme/surfaces';

const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' } });
const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' } });

/** The drawer's panel: the full height at one edge, 352 px wide (spec 2); the global reduced-motion rule stops its slide. */
export const panel = recipe({
  base: [
    style({
      position: 'fixed',
      top: 0,
      bottom: 0,
      zIndex: vars.zIndex.dialog,
      display: 'flex',
      flexDirection: 'column',
      width: 'min(352px, 100vw)',
      height: '100%',
      ...overlaySurfaceRules,
      borderRadius: 0,
      selectors: { '&:focus': { outline: 'none' } },
    }),
  ],
  variants: {
    side: {
      right: { right: 0, animation: `${slideFromRight} ${vars.motion.normal} ease-out` },
      left: { left: 0, animation: `${slideFromLeft} ${vars.motion.normal} ease-out` },
    },
  },
});
