import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { bottomBarHeight } from '../theme/frame.css';

export const bottomBar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.header,
  display: 'grid',
  // The bet cart takes two shares, or the width its label needs on the narrowest phones; the columns never follow
  // the label's width otherwise, so the web font's late swap moves nothing.
  gridTemplateColumns: '1fr 1fr minmax(max-content, 2fr) 1fr 1fr',
  alignItems: 'center',
  height: bottomBarHeight,
  backgroundColor: vars.color.surface.raised,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const item = style({
  display: 'flex',
  border: 'none',
  background: 'none',
  padding: 0,
  cursor: 'pointer',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { color: vars.color.text.primary } },
});
