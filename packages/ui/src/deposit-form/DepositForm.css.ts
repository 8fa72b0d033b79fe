import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { MOBILE_DEPOSIT_PRESETS_PER_ROW } from '@betkit/domain';
import { vars } from '../theme/contract.css';
import { outlinedStackRules } from '../theme/surfaces';
import { mobileMedia } from '../theme/media.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const rules = style({ ...outlinedStackRules, backgroundColor: vars.color.surface.sunken });

export const rulesText = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal });
globalStyle(`${rulesText} p`, { margin: 0 });

export const accountRow = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'end', gap: vars.space.sm });

export const account = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
});

export const accountItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
globalStyle(`${accountItem} dt`, { color: vars.color.text.muted, fontSize: vars.font.size.xs });
globalStyle(`${accountItem} dd`, { margin: 0, color: vars.color.text.primary, fontWeight: vars.font.weight.bold });

export const figures = style({ fontFamily: vars.font.familyNumeric, fontVariantNumeric: 'tabular-nums' });

export const hint = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });

export const fieldLabel = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const bonusGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const bonusList = recipe({
  base: { display: 'grid', gap: vars.space.sm },
  variants: {
    layout: {
      desktop: { gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' },
      mobile: { gridTemplateColumns: '1fr' },
    },
  },
});

export const bonusCard = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.sunken,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.accent.fill, backgroundColor: vars.color.surface.selected },
    '&:focus-within': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});

// The radio stays in the accessibility tree and keyboard order; the card is its visible face.
export const bonusRadio = style({ position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' });

export const bonusImage = style({
  width: '100%',
  aspectRatio: '8 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  // A phone shows the three bonuses one under another: a low banner keeps the amount in view.
  '@media': { [mobileMedia]: { aspectRatio: 'auto', height: '64px', objectFit: 'contain', objectPosition: 'left center' } },
});

export const bonusLabel = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.bold });

export const bonusDetail = style({ color: vars.color.text.secondary, fontSize: vars.font.size.xs });

export const message = style({
  margin: 0,
  minHeight: '1em',
  color: vars.color.danger.onSurface,
  fontSize: vars.font.size.sm,
  selectors: { '&:empty': { minHeight: 0 } },
});

export const quickGroup = recipe({
  base: { display: 'grid', gap: vars.space.xs },
  variants: {
    layout: {
      desktop: { gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))' },
      // Spec 9: "Mobile deposit shows 4 preset buttons per row".
      mobile: { gridTemplateColumns: `repeat(${MOBILE_DEPOSIT_PRESETS_PER_ROW}, 1fr)` },
    },
  },
});

export const couponRow = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: vars.space.sm });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const placeholder = style({ margin: 0, padding: vars.space.lg, color: vars.color.text.muted, textAlign: 'center' });
