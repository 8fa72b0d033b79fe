import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { formOutcomeRules } from '../theme/surfaces';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** One part of the join form (account, phone, person, bank, anti-bot) under its legend. */
export const group = style({
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

/** A field with its button (duplicate check, send, verify) on the input's line. */
export const withAction = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
});

// The button sits level with the input box: below the label, whatever the hint and message add under it.
globalStyle(`${withAction} > button`, { marginTop: `calc(${vars.font.size.sm} * 1.5 + ${vars.space.xs})`, minHeight: '44px' });

/** Two short fields side by side (birth date and the gender digit). */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space.sm,
});

/** "Available" under a checked field. */
export const checkNote = style({
  margin: 0,
  marginTop: `calc(-1 * ${vars.space.xs})`,
  color: vars.color.state.win,
  fontSize: vars.font.size.sm,
  selectors: { '&:empty': { display: 'none' } },
});

export const smsStatus = style([formOutcomeRules, { fontSize: vars.font.size.sm, minHeight: 0, selectors: { ...formOutcomeRules.selectors, '&:empty': { display: 'none' } } }]);

export const countdown = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${countdown} time`, { color: vars.color.danger.onSurface, fontWeight: vars.font.weight.bold });

export const antiBotRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

/** The anti-bot code's box: a tinted strip the characters are drawn on. */
export const antiBotCode = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border.strong}`,
  background: vars.color.surface.sunken,
  userSelect: 'none',
});

export const antiBotGlyphs = style({ display: 'inline-flex', gap: vars.space.sm });

/** Each character tilted a little differently, so the code is not plain text on screen. */
export const antiBotGlyph = style({
  display: 'inline-block',
  fontFamily: vars.font.familyNumeric,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  fontStyle: 'italic',
  letterSpacing: '0.05em',
  color: vars.color.text.primary,
  selectors: {
    '&[data-index="0"]': { transform: 'rotate(-8deg)' },
    '&[data-index="1"]': { transform: 'rotate(6deg) translateY(2px)' },
    '&[data-index="2"]': { transform: 'rotate(-4deg) translateY(-2px)' },
    '&[data-index="3"]': { transform: 'rotate(9deg)' },
  },
});

/** The form-level message after an invalid submit. */
export const formNote = style([formOutcomeRules, { color: vars.color.danger.onSurface, selectors: { '&:empty': { display: 'none' } } }]);

/** The steps' plain text. */
export const text = style({ margin: 0, color: vars.color.text.secondary, lineHeight: vars.font.lineHeight.normal });

export const lead = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });

/** An external link drawn as a secondary button (messenger). */
export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
