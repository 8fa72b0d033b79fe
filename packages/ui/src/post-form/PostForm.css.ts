import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { formOutcomeRules } from '../theme/surfaces';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** The sent request's outcome, kept in the page (a live status) so a screen reader hears it. */
export const outcome = style(formOutcomeRules);
