// The toolbar over a selectable list (select all, the count, its buttons) and the refusal line under it, shared
// by the deposit/withdrawal history and the message box so every member list looks alike.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { countTextRules } from '../theme/surfaces';

export const toolbar = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm, minHeight: '40px' });

export const selectAll = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
});

export const count = style({ marginInlineStart: 'auto', ...countTextRules });

/** A refusal ('select a target', 'unread messages cannot be deleted'): empty, taking no room, until one happens. */
export const notice = style({
  margin: 0,
  color: vars.color.danger.onSurface,
  fontWeight: vars.font.weight.medium,
  selectors: { '&:empty': { display: 'none' } },
});
