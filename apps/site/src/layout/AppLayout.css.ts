import { style } from '@vanilla-extract/css';
import { bottomBarHeight, vars } from '@betkit/ui/theme';

// The page's column beside the frame's rail (ui FrameBody); the page holds at least a screen's height, so the footer
// never starts in view and jumps away when the board loads.
export const main = style({ minWidth: 0 });
export const mainArea = style({ minHeight: '100vh' });
export const mobileMain = style({ padding: vars.space.md, minHeight: '100vh' });

export const footer = style({ marginTop: vars.space.xl });
export const mobileFooter = style({ padding: `0 ${vars.space.md} calc(${bottomBarHeight} + ${vars.space.md})` });

export const loading = style({ color: vars.color.text.secondary, padding: vars.space.lg });
