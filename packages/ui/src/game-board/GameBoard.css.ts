import { style, styleVariants } from '@vanilla-extract/css';
import { panel } from '../frame/BoardPage.css';
import { vars } from '../theme/contract.css';

export const maintenance = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.state.cancel}`,
  backgroundColor: vars.color.surface.sunken,
  textAlign: 'center',
});

export const maintenanceTitle = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.text.secondary });

export const maintenanceMessage = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, color: vars.color.state.cancel });

export const maintenanceDetail = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const groupedNav = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const pillGroup = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const pillGroupName = style({ minWidth: '48px', fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold, color: vars.color.text.muted });

export const roundHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

const title = { margin: 0, fontWeight: vars.font.weight.bold, color: vars.color.text.primary } as const;

/** A card's own title: the round's number, the provider's name. */
export const cardTitle = style({ ...title, fontSize: vars.font.size.xl });

export const closeAt = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

const numeric = style({ fontFamily: vars.font.familyNumeric, fontVariantNumeric: 'tabular-nums' });

export const closeAtTime = style([numeric, { fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, color: vars.color.text.primary }]);

export const choiceList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const choice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  width: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
    '&[aria-pressed="true"]': { backgroundColor: vars.color.surface.selected, borderColor: vars.color.border.focus },
  },
});

export const choiceTime = style([numeric, { fontSize: vars.font.size.sm, color: vars.color.text.secondary }]);

export const choiceName = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium });

export const heading = style({ ...title, fontSize: vars.font.size.lg });

export const providerGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A provider's card: a board's panel, full height, its top edge coloured by kind. */
export const providerCard = styleVariants({
  casino: [panel, { height: '100%', borderTop: `4px solid ${vars.color.betName.banker.fill}` }],
  slot: [panel, { height: '100%', borderTop: `4px solid ${vars.color.betName.yellow.fill}` }],
});

export const providerTop = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

const badgeBase = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

/** The card's last-launch badge. */
export const badge = styleVariants({
  maintenance: [badgeBase, { backgroundColor: vars.color.betName.yellow.fill, color: vars.color.betName.yellow.text }],
  blocked: [badgeBase, { backgroundColor: vars.color.betName.red.fill, color: vars.color.betName.red.text }],
});

export const highlightsLabel = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.text.muted });

export const highlights = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignContent: 'flex-start',
  flexGrow: 1,
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const highlight = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const note = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.md,
});
