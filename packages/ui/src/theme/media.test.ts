import { describe, expect, it } from 'vitest';
import * as media from './media.css';

describe('viewport media queries (spec: "breakpoint 767, notebook 1352 to under 1920")', () => {
  it('spell the spec widths', () => {
    expect(media.mobileMedia).toBe('screen and (max-width: 767px)');
    expect(media.desktopMedia).toBe('screen and (min-width: 768px)');
    expect(media.belowNotebookMedia).toBe('screen and (min-width: 768px) and (max-width: 1351px)');
    expect(media.notebookUpMedia).toBe('screen and (min-width: 1352px)');
    expect(media.notebookMedia).toBe('screen and (min-width: 1352px) and (max-width: 1919px)');
    expect(media.fullDesktopMedia).toBe('screen and (min-width: 1920px)');
  });
});
