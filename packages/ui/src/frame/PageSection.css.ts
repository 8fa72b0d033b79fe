import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mobileMedia } from '../theme/media.css';

const base = style({ display: 'flex', flexDirection: 'column', padding: vars.space.lg, color: vars.color.text.primary });

/** The page's width: each as the member pages drew it before they shared this layout. */
export const section = styleVariants({
  /** Money requests: the deposit dialog's width (at most 1200 px), centred; tighter on a phone. */
  wide: [base, { gap: vars.space.md, width: '100%', maxWidth: '1200px', marginInline: 'auto', '@media': { [mobileMedia]: { padding: vars.space.sm } } }],
  /** Lists and panels that use the whole main column (withdrawal, charge history). */
  full: [base, { gap: vars.space.lg, minWidth: 0 }],
  /** Reading pages (messages, boards, attendance): at most 960 px; tighter on a phone. */
  reading: [base, { gap: vars.space.lg, maxWidth: '960px', minWidth: 0, '@media': { [mobileMedia]: { padding: vars.space.sm, gap: vars.space.md } } }],
  /** A whole-column list under its tabs (bet history): its parts close together; tighter on a phone. */
  list: [base, { gap: vars.space.md, '@media': { [mobileMedia]: { padding: vars.space.sm } } }],
  /** A whole-column overview of titled parts (wallet): spaced apart; tighter on a phone. */
  overview: [base, { gap: vars.space.lg, '@media': { [mobileMedia]: { padding: vars.space.sm, gap: vars.space.md } } }],
  /** A short form with its explanation (customer centre): at most 720 px. */
  narrow: [base, { gap: vars.space.lg, maxWidth: '720px', minWidth: 0 }],
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const titleRow = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });

export const intro = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.md });

/** The title row's link. */
export const action = style({ color: vars.color.text.link });
