// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css', () => ({}));
vi.mock('./firstScreen', () => ({ afterFirstScreen: (task: () => void) => task() }));
// The override class's name (vanilla-extract needs its build step, which the unit layer does not run).
vi.mock('./siteFonts.css', () => ({ systemFontsUntilSwap: 'system-fonts' }));

const usesSystemFonts = () => document.documentElement.classList.contains('system-fonts');

/** The module fresh (its fonts-ready state starts false), with the font load answering as `load` says. */
async function siteFonts(load: () => Promise<unknown> = () => Promise.resolve([])) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { load: vi.fn(load) } });
  vi.resetModules();
  return import('./siteFonts');
}

/** Lets the font load's promise chain finish. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the web font swaps at a screen change, never under text being read', () => {
  beforeEach(() => document.documentElement.classList.remove('system-fonts'));
  afterEach(() => vi.restoreAllMocks());

  it('keeps the system font once the subsets are in, until the screen changes', async () => {
    const { loadFontsAfterFirstScreen, swapFontsAtScreenChange } = await siteFonts();
    loadFontsAfterFirstScreen();
    await settled();
    expect(document.fonts.load).toHaveBeenCalledWith(`16px 'Pretendard Variable'`, expect.any(String));
    expect(usesSystemFonts()).toBe(true);
    swapFontsAtScreenChange();
    expect(usesSystemFonts()).toBe(false);
  });

  it('does not swap at a screen change before the subsets are in; the next one does', async () => {
    let loaded: (faces: unknown) => void = () => undefined;
    const { loadFontsAfterFirstScreen, swapFontsAtScreenChange } = await siteFonts(() => new Promise((resolve) => (loaded = resolve)));
    loadFontsAfterFirstScreen();
    await settled();
    swapFontsAtScreenChange();
    expect(usesSystemFonts()).toBe(true);
    loaded([]);
    await settled();
    expect(usesSystemFonts()).toBe(true);
    swapFontsAtScreenChange();
    expect(usesSystemFonts()).toBe(false);
  });

  it('swaps when the page is hidden, as nobody reads it then', async () => {
    const { loadFontsAfterFirstScreen } = await siteFonts();
    loadFontsAfterFirstScreen();
    await settled();
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(usesSystemFonts()).toBe(false);
  });

  it('gives up the override at the swap even when a subset failed to load: the system font is the fallback anyway', async () => {
    const { loadFontsAfterFirstScreen, swapFontsAtScreenChange } = await siteFonts(() => Promise.reject(new Error('offline')));
    loadFontsAfterFirstScreen();
    await settled();
    swapFontsAtScreenChange();
    expect(usesSystemFonts()).toBe(false);
  });
});
