import { style } from '@vanilla-extract/css';
import { formOutcomeRules } from '../theme/surfaces';

/** The sent request's outcome, kept in the page (a live status) so a screen reader hears it. */
export const outcome = style(formOutcomeRules);
