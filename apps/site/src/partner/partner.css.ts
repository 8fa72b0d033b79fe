import { style } from '@vanilla-extract/css';
import { vars } from '@betkit/ui/theme';

/** Not in spec: the member list's search, above the list. */
export const search = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, margin: `${vars.space.md} 0` });

/** Not in spec: the settlement periods' explanations under the log, one per period shown. */
export const explanations = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: `${vars.space.md} 0 0`, padding: 0 });

export const explanation = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.font.size.sm });
