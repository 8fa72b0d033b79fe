import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { formOutcomeRules } from '../theme/surfaces';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** The rules box: the spec's rules, the level table and the member's own maximum. */
export const rules = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const boxTitle = style({ margin: 0, color: vars.color.text.primary, fontWeight: vars.font.weight.bold });

export const ruleList = style({ margin: 0, paddingInlineStart: vars.space.lg, lineHeight: vars.font.lineHeight.normal });

export const yourLimit = style({ margin: 0, color: vars.color.text.primary, fontWeight: vars.font.weight.medium });

/** The maintenance window and zero-balance notices. */
export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger.onSurface}`,
  color: vars.color.danger.onSurface,
  fontWeight: vars.font.weight.medium,
});

export const account = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const accountRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
});

globalStyle(`${accountRow} dt`, { color: vars.color.text.secondary });
globalStyle(`${accountRow} dd`, { margin: 0, color: vars.color.text.primary, textAlign: 'right' });

export const numeric = style({ fontVariantNumeric: 'tabular-nums', fontFamily: vars.font.familyNumeric });

/** The answer of the last request: success in the win tone, failure in the danger tone. */
export const outcome = style(formOutcomeRules);
