import { createContainer, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { outlinedStackRules } from '../theme/surfaces';
import { iconButtonRules } from '../theme/iconButton';

// A card lays its market rows out by its own width (container query), not the viewport's: the same card sits
// between the sport tree and the member column on desktop and alone on a phone.
const cardContainer = createContainer();

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  containerName: cardContainer,
  containerType: 'inline-size',
  ...outlinedStackRules,
  backgroundColor: vars.color.surface.raised,
  selectors: {
    // Cards past the first screen skip style, layout and paint while off-screen: a poll's repaint costs the cards in
    // view, not the whole board. They draw before they scroll in, so their first estimate never moves what is in view.
    [`${list} > li:nth-child(n + 5) > &`]: { contentVisibility: 'auto', containIntrinsicSize: 'auto 320px' },
  },
});

export const cardHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const league = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const startTime = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const star = style({
  ...iconButtonRules,
  color: vars.color.text.muted,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover, color: vars.color.text.primary },
    '&[aria-pressed="true"]': { color: vars.color.state.cancel },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
  },
});

export const teams = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

export const home = style({ textAlign: 'right', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const away = style({ textAlign: 'left', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const versus = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.regular });

export const score = style({
  minWidth: '64px',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.sunken,
  fontFamily: vars.font.familyNumeric,
  fontSize: vars.font.size.xl,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
});

export const liveBadge = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.danger.fill,
  color: vars.color.danger.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
});

export const clock = style({ color: vars.color.text.primary, fontVariantNumeric: 'tabular-nums' });

export const markets = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** A market line: its label beside the buttons on a wide card, above them on a narrow one (phones, notebooks). */
export const marketRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.xxs,
  '@container': { [`${cardContainer} (min-width: 560px)`]: { gridTemplateColumns: '168px minmax(0, 1fr)', gap: vars.space.sm } },
});

export const marketLabel = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** A row's buttons share its width: two (over/under, 1/2) or three (1/X/2) columns. */
export const bets = recipe({
  base: { display: 'grid', gap: vars.space.xs },
  variants: {
    columns: {
      1: { gridTemplateColumns: 'minmax(0, 1fr)' },
      2: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      3: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
});

export const moreLines = style({
  alignSelf: 'flex-end',
  minHeight: '28px',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.text.link,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}` },
  },
});

export const noMarkets = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm });
