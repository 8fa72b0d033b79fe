import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mobileMedia } from '../theme/media.css';

// The rows look like the message box's: one list style for the member's boards.
import { list as messageList, trigger as messageTrigger } from '../message-box/MessageBox.css';

export { content, date, empty, header, title } from '../message-box/MessageBox.css';

export const list = style([messageList, {}]);

// A line between rows: a board's titles are all alike, unlike the message box's read marks.
globalStyle(`${list} > li + li`, { borderTop: `1px solid ${vars.color.border.subtle}` });

/** The message box's row button with two columns (title, date) instead of three. */
export const trigger = style([
  messageTrigger,
  {
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    '@media': { [mobileMedia]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
    selectors: { '&[data-state="open"]': { fontWeight: vars.font.weight.bold } },
  },
]);

/** The widget's rows: the date, then the title as a link. */
export const widgetList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
});

export const widgetRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '44px',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const widgetDate = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const link = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text.primary,
  textDecoration: 'none',
  paddingBlock: vars.space.sm,
  selectors: { '&:hover, &:focus-visible': { textDecoration: 'underline' } },
});

export const widgetFoot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
});

export const allLink = style({ color: vars.color.text.link, fontSize: vars.font.size.sm });

export const writeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '36px',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text.primary,
  textDecoration: 'none',
  fontSize: vars.font.size.sm,
});

export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  '@media': { [mobileMedia]: { padding: vars.space.md } },
});

export const articleHead = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const articleTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });

export const articleDate = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' });
