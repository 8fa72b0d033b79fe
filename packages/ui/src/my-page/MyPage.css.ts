import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { countBadgeRules, oneLineTitleRules, ruledAboveRules } from '../theme/surfaces';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** The member's level badge, level and nickname. */
export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const who = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const level = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const nickname = style(oneLineTitleRules);

/** The user-info dialog's links: a two-column grid of 44 px rows. */
export const links = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  color: vars.color.text.primary,
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&:hover': { background: vars.color.surface.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});

export const badge = style({ ...countBadgeRules, fontSize: vars.font.size.xs, fontWeight: vars.font.weight.bold });

/** A row of buttons that wraps on a phone. */
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  ...ruledAboveRules,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

/** The account facts as a two-column list. */
export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
});

/** A term and its value; the grid lays out the pair. */
export const fact = style({ display: 'contents' });

globalStyle(`${facts} dt`, { color: vars.color.text.secondary });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** The alert switches: one 44 px row each. */
export const fieldset = style({ margin: 0, padding: 0, border: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '44px',
  cursor: 'pointer',
});

export const checkbox = style({
  width: '20px',
  height: '20px',
  margin: 0,
  accentColor: vars.color.accent.fill,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' } },
});

export const note = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });
