import { style } from '@vanilla-extract/css';
import { SLIP_LIST_HEIGHT_PX } from '@betkit/domain';
import { vars } from '../theme/contract.css';
import { segmentItemRules, segmentTrackRules, totalsPanelRules } from '../theme/surfaces';

/** The desktop side panel. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxWidth: '360px',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.primary,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const count = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const headerEnd = style({ marginLeft: 'auto' });

/** The dialog variant's row above the list: the count and clear-all (the title is the dialog's). */
export const toolbar = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
});

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The picks scroll inside the spec's 330 px (SLIP_LIST_HEIGHT_PX), with the browser's own thin scrollbar. */
export const viewport = style({
  maxHeight: `${SLIP_LIST_HEIGHT_PX}px`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  scrollbarWidth: 'thin',
  scrollbarColor: `${vars.color.border.strong} transparent`,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  paddingRight: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const empty = style({
  margin: 0,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.text.secondary,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border.strong}`,
});

/** Alert regions stay in the page empty, so a message that arrives is announced. */
export const notice = style({
  margin: 0,
  color: vars.color.danger.onSurface,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'pre-line',
  // An empty region leaves the flow (no gap) but stays in the accessibility tree, ready to announce.
  selectors: { '&:empty': { position: 'absolute' } },
});

export const placed = style({
  margin: 0,
  color: vars.color.state.win,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  // An empty region leaves the flow (no gap) but stays in the accessibility tree, ready to announce.
  selectors: { '&:empty': { position: 'absolute' } },
});

export const gauge = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const gaugeText = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const gaugeTrack = style({
  position: 'relative',
  overflow: 'hidden',
  height: '8px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.sunken,
  // Safari clips the indicator's corners only with a stacking context.
  transform: 'translateZ(0)',
});

export const gaugeIndicator = style({
  width: '100%',
  height: '100%',
  backgroundColor: vars.color.accent.fill,
  transition: `transform ${vars.motion.normal}`,
});

export const totals = style({ margin: 0, ...totalsPanelRules });

export const totalLabel = style({ color: vars.color.text.secondary });

export const totalValue = style({ margin: 0, justifySelf: 'end', fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });

export const policy = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const switchRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const switchLabel = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

/** A native checkbox (role="switch") drawn as a track, its thumb a pseudo-element that slides when checked. */
export const switchRoot = style({
  appearance: 'none',
  position: 'relative',
  flex: 'none',
  width: '40px',
  height: '22px',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutral.fill,
  cursor: 'pointer',
  selectors: {
    '&:checked': { backgroundColor: vars.color.accent.fill, borderColor: vars.color.accent.fill },
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '2px',
      left: '2px',
      width: '16px',
      height: '16px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.text.primary,
      transition: `transform ${vars.motion.fast}`,
    },
    '&:checked::before': { transform: 'translateX(18px)' },
  },
});

export const policyGroup = style({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', ...segmentTrackRules });

export const policyItem = style({ minHeight: '32px', padding: `0 ${vars.space.xs}`, ...segmentItemRules });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** The dialog variant's trigger while the dialog's code loads: no box of its own, so the trigger lays out as it will. */
export const triggerSlot = style({ display: 'contents' });
