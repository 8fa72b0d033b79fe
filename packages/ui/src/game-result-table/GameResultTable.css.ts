import { style } from '@vanilla-extract/css';
import { mobileMedia } from '../theme/media.css';
import { vars } from '../theme/contract.css';

// One look for the member's tables: the charge history's frame, head and rows.
export { frame, head, numeric, row, table } from '../charge-history/ChargeHistoryTable.css';
export { empty } from '../bet-history/BetHistoryTable.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

/** The league: left out on phones to keep a row on one screen width. */
export const leagueCell = style({ '@media': { [mobileMedia]: { display: 'none' } } });

export const score = style({ fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
