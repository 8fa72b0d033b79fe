import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Desktop: the form beside the history. */
export const columns = style({ display: 'grid', gridTemplateColumns: 'minmax(320px, 480px) minmax(0, 1fr)', gap: vars.space.xl, alignItems: 'start' });

export const formColumn = style({ minWidth: 0 });

export const historyColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const historyTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, color: vars.color.text.primary });
