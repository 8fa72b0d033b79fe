import { style } from '@vanilla-extract/css';
import { stickyMaxHeight, stickyTop } from '../theme/frame.css';

/** The slip beside a page: it stays under the top bar while the page scrolls, and scrolls inside when taller than the window. */
export const slipColumn = style({ position: 'sticky', top: stickyTop, maxHeight: stickyMaxHeight, overflowY: 'auto' });
