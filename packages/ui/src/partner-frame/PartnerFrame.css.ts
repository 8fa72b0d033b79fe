import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { desktopMedia, mobileMedia } from '../theme/media.css';
import { iconButtonRules } from '../theme/iconButton';

export const root = style({ display: 'flex', flexDirection: 'column', minHeight: '100%', minWidth: 0 });

export const menuButton = style({
  ...iconButtonRules,
  width: '44px',
  height: '44px',
  color: vars.color.text.primary,
  '@media': { [desktopMedia]: { display: 'none' } },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
  '@media': { [mobileMedia]: { fontSize: vars.font.size.md } },
});

export const account = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.sm}`,
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.size.sm,
});

export const nickname = style({ fontWeight: vars.font.weight.bold });

export const percent = style({ color: vars.color.accent.text, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const headerActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
  '@media': { [mobileMedia]: { display: 'none' } },
});

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '36px',
  padding: `0 ${vars.space.sm}`,
  color: vars.color.text.link,
  fontSize: vars.font.size.sm,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});

/** The side menu beside the page from 768 px; the page alone on the phone. */
export const body = style({ display: 'flex', flex: '1 1 auto', minWidth: 0 });

export const sideMenu = style({
  flex: '0 0 200px',
  padding: vars.space.sm,
  borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  '@media': { [mobileMedia]: { display: 'none' } },
});

export const sideLinks = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const sideLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover, color: vars.color.text.primary },
    '&[aria-current="page"]': { backgroundColor: vars.color.surface.selected, color: vars.color.text.primary, fontWeight: vars.font.weight.bold },
  },
});

export const page = style({
  flex: '1 1 auto',
  minWidth: 0,
  padding: vars.space.lg,
  '@media': { [mobileMedia]: { padding: vars.space.sm } },
});

export const drawerActions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, paddingBlock: vars.space.md });
