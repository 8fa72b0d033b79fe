import { style } from '@vanilla-extract/css';

// The test frame is one viewport tall and the whole-page screenshot paints only that much, so the page
// scrolls inside a viewport-high frame: the screenshot shows the first screen, as a member sees it.
export const storyFrame = style({ height: '100vh', overflowY: 'auto' });
