import { style } from '@vanilla-extract/css';
import { mobileMedia, vars } from '@betkit/ui/theme';

/** The /deposit page: the dialog's width (spec: "Deposit dialog (max width 1200)") centred in the main column. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: vars.space.lg,
  color: vars.color.text.primary,
  '@media': { [mobileMedia]: { padding: vars.space.sm } },
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
