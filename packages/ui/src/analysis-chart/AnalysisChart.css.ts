import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { raisedFrameRules } from '../theme/surfaces';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const figure = style({ ...raisedFrameRules, display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: vars.space.md, minWidth: 0 });

export const caption = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });

/** On a phone the drawing keeps a readable size and scrolls sideways. */
export const frame = style({ overflowX: 'auto', minWidth: 0 });

export const svg = style({ display: 'block', width: '100%', minWidth: '560px', height: 'auto' });

export const grid = style({ stroke: vars.color.border.subtle, strokeWidth: 1 });

export const axis = style({ stroke: vars.color.border.strong, strokeWidth: 1.5 });

export const tick = style({ fill: vars.color.text.muted, fontSize: '13px', fontFamily: vars.font.familyNumeric, fontVariantNumeric: 'tabular-nums' });

/** One theme colour per series (fill for bars and swatches, stroke for lines). */
const toneColours = [vars.color.accent.fill, vars.color.state.lose, vars.color.state.win, vars.color.state.cancel, vars.color.state.special];
export const tones = toneColours.map((colour) => style({ fill: colour, stroke: colour, color: colour }));

export const line = style({ fill: 'none', strokeWidth: 2.5, strokeLinejoin: 'round', strokeLinecap: 'round' });

export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.font.size.sm });

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

const swatchBase = style({ display: 'inline-block', flex: 'none', backgroundColor: 'currentColor' });

export const swatch = styleVariants({
  bar: [swatchBase, { width: '12px', height: '12px', borderRadius: '2px' }],
  line: [swatchBase, { width: '16px', height: '3px', borderRadius: '2px' }],
});
