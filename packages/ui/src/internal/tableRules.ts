import { vars } from '../theme/contract.css';
import { raisedFrameRules } from '../theme/surfaces';

// The look the history and points tables share (HistorySlipTable, PointCompDialog, BetHistoryTable,
// ThirdPartyBetTable), read by their .css.ts files.

/** The rounded raised frame around a table (or its empty notice). */
export const tableFrameRules = raisedFrameRules;

/** A full-width table whose columns keep their set widths. */
export const tableRules = {
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  fontSize: vars.font.size.sm,
} as const;

/** The caption line above a table's head. */
export const tableCaptionRules = {
  captionSide: 'top',
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  color: vars.color.text.secondary,
} as const;

/** The notice drawn instead of a table that has no rows. */
export const tableEmptyRules = {
  margin: 0,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.text.secondary,
  ...tableFrameRules,
} as const;

/** A column heading: sunken, muted and centred over a rule (each table sets its width and padding first). */
export const tableHeadCellRules = {
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.muted,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
  borderTop: `1px solid ${vars.color.border.subtle}`,
} as const;
