import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const customerBanner = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
});

// The list's parts stacked under the tabs.
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, paddingTop: vars.space.md });

export const total = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});
