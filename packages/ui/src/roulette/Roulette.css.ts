import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { formOutcomeRules } from '../theme/surfaces';

export const body = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.lg });

export const stage = style({ position: 'relative', width: 'min(320px, 80vw)', aspectRatio: '1' });

/** The wheel turns to its rotation over the spec's 2 seconds; reduced motion drops the transition (global rule). */
export const wheel = style({
  width: '100%',
  height: '100%',
  transition: 'transform 2s cubic-bezier(0.2, 0.7, 0.1, 1)',
  willChange: 'transform',
});

/** The pointer over the wheel's top. */
export const pointer = style({
  position: 'absolute',
  top: '-6px',
  left: '50%',
  transform: 'translateX(-50%)',
  width: '28px',
  height: '32px',
  color: vars.color.danger.fill,
  filter: 'drop-shadow(0 2px 2px rgba(0, 0, 0, 0.5))',
});

export const outcome = style([formOutcomeRules, { textAlign: 'center', fontSize: vars.font.size.lg }]);

export const actions = style({ display: 'flex', gap: vars.space.sm, width: '100%', justifyContent: 'center' });
