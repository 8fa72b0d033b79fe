import { style } from '@vanilla-extract/css';
import { vars } from '@betkit/ui/theme';

/** Not in spec: the member list's search, above the list. */
export const search = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, margin: `${vars.space.md} 0` });
