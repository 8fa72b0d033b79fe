import { vars } from './contract.css';

/** The raised surface every overlay box shares (dialogs, site popups): background, text, border, radius, shadow. */
export const overlaySurfaceRules = {
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.primary,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
} as const;

/** A sent form's outcome line (the live status under a money or enquiry form), green or red by its data-tone. */
export const formOutcomeRules = {
  margin: 0,
  minHeight: '1.5em',
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&[data-tone="success"]': { color: vars.color.state.win },
    '&[data-tone="failure"]': { color: vars.color.danger.onSurface },
  },
} as const;

/** A raised, outlined, rounded frame (a table, a list's notice). */
export const raisedFrameRules = {
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
} as const;

/** A list's stand-in (empty, loading, failed): centred secondary text in the raised frame. */
export const listNoticeRules = {
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.text.secondary,
  ...raisedFrameRules,
} as const;

/** A slip's totals (odds, winnings): label and value rows on a sunken panel. */
export const totalsPanelRules = {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.sunken,
} as const;

/** One outlined tile of a list (a slip item, a member's card): compact padding, rounded. */
export const tileRules = {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
} as const;

/** An outlined stack of lines (a board's card, a form's rules box). */
export const outlinedStackRules = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
} as const;

/** A name in large bold type on one line, cut with an ellipsis (a member's nickname). */
export const oneLineTitleRules = {
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/** A short status word outlined in its own colour (a bet's result, a charge's state); the variant sets the colour. */
export const toneBadgeRules = {
  display: 'inline-block',
  border: '1px solid currentColor',
  borderRadius: vars.radius.sm,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
} as const;

/** A count in a red pill beside its label (the bet cart's picks, my page's unread messages); the caller sets its size. */
export const countBadgeRules = {
  minWidth: '22px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.danger.fill,
  color: vars.color.danger.text,
  lineHeight: '22px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
} as const;

/** A list toolbar's count ('총 120건', '3개 선택'): small secondary figures that keep their width. */
export const countTextRules = {
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
} as const;

/** A block set off from what is above it by a thin rule. */
export const ruledAboveRules = {
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border.subtle}`,
} as const;

/** A quiet outlined button on a toolbar or rail (the favourites filter, the drawer handle): raised, secondary, bold. */
export const quietButtonRules = {
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.secondary,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
} as const;

/** A segmented choice's sunken track (the slip's odds-change policy, a list's period presets); callers set its columns. */
export const segmentTrackRules = {
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.sunken,
} as const;

/**
 * One choice on that track (a label under its unseen radio), raised and bold when on; the ring of the focused radio
 * shows on the label. Callers set its height and padding.
 */
export const segmentItemRules = {
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  textAlign: 'center',
  borderRadius: vars.radius.sm,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text.primary },
    '&:has(> input:checked)': {
      backgroundColor: vars.color.surface.selected,
      color: vars.color.text.primary,
      fontWeight: vars.font.weight.bold,
    },
    '&:has(> input:focus-visible)': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
} as const;
