import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Server rich text on the theme: the editor's tags only, since classes and styles are stripped. */
export const serverContent = style({
  color: vars.color.text.primary,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  // A pasted URL or a run of ㅋ with no spaces must wrap inside a 424 px popup, not widen it.
  overflowWrap: 'anywhere',
  wordBreak: 'keep-all',
});

const inside = (selector: string) => `${serverContent} ${selector}`;

globalStyle(inside(':is(p, ul, ol, blockquote, pre, figure, table)'), { margin: `0 0 ${vars.space.md}` });
globalStyle(inside(':is(p, ul, ol, blockquote, pre, figure, table):last-child'), { marginBottom: 0 });
globalStyle(inside(':is(h1, h2, h3, h4, h5, h6)'), {
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});
globalStyle(inside(':is(h1, h2, h3, h4, h5, h6):first-child'), { marginTop: 0 });
globalStyle(inside('h1'), { fontSize: vars.font.size.xxl });
globalStyle(inside('h2'), { fontSize: vars.font.size.xl });
globalStyle(inside('h3'), { fontSize: vars.font.size.lg });
globalStyle(inside(':is(h4, h5, h6)'), { fontSize: vars.font.size.md });
globalStyle(inside(':is(ul, ol)'), { paddingLeft: vars.space.xl });
globalStyle(inside('a'), {
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});
globalStyle(inside('a:focus-visible'), { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' });
globalStyle(inside('img'), { maxWidth: '100%', height: 'auto', verticalAlign: 'middle' });
globalStyle(inside('figcaption'), { marginTop: vars.space.xs, color: vars.color.text.secondary, fontSize: vars.font.size.sm });
globalStyle(inside('blockquote'), {
  paddingLeft: vars.space.md,
  borderLeft: `3px solid ${vars.color.border.strong}`,
  color: vars.color.text.secondary,
});
globalStyle(inside(':is(pre, code)'), { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: vars.font.size.sm });
globalStyle(inside('pre'), {
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.sunken,
  overflowX: 'auto',
  whiteSpace: 'pre-wrap',
});
globalStyle(inside('hr'), { border: 0, borderTop: `1px solid ${vars.color.border.subtle}`, margin: `${vars.space.md} 0` });
// A wide table scrolls inside the content instead of widening the popup; as a block it keeps its own width.
globalStyle(inside('table'), {
  display: 'block',
  maxWidth: '100%',
  overflowX: 'auto',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(inside(':is(th, td)'), {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(inside('th'), { background: vars.color.surface.raised, fontWeight: vars.font.weight.bold });
globalStyle(inside('caption'), { padding: vars.space.xs, color: vars.color.text.secondary, textAlign: 'left' });
