import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mobileMedia } from '../theme/media.css';
import { lightTheme } from '../theme/themes.css';
import { segmentItemRules, segmentTrackRules } from '../theme/surfaces';

export const root = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: `${vars.space.sm} ${vars.space.md}`, minWidth: 0 });

/** The presets on a sunken track, as the slip's odds-change policy (theme/surfaces' segment rules). */
export const presets = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(56px, 1fr))',
  ...segmentTrackRules,
  '@media': { [mobileMedia]: { flex: '1 1 100%' } },
});

export const preset = style({ minHeight: '36px', padding: `0 ${vars.space.sm}`, ...segmentItemRules });

/** From, tilde, to and the button on one line; on the phone the button takes a line of its own. */
export const range = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(140px, 170px) auto minmax(140px, 170px) auto',
  alignItems: 'end',
  gap: vars.space.xs,
  '@media': { [mobileMedia]: { flex: '1 1 100%', gridTemplateColumns: '1fr auto 1fr' } },
});

globalStyle(`${range} > button`, { '@media': { [mobileMedia]: { gridColumn: '1 / -1' } } });

export const field = style({ minWidth: 0 });

// The date picker's glyph follows the theme's ground (the dark theme is the default).
globalStyle(`${field} input`, { colorScheme: 'dark', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${lightTheme} ${field} input`, { colorScheme: 'light' });

export const tilde = style({ lineHeight: '44px', color: vars.color.text.muted });

export const problem = style({ flex: '1 1 100%', margin: 0, color: vars.color.danger.onSurface, fontSize: vars.font.size.sm });

export const applied = style({ flex: '1 1 100%', margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const interval = style({ color: vars.color.text.primary, fontFamily: vars.font.familyNumeric, fontVariantNumeric: 'tabular-nums' });
