import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { afterFirstScreen } from './firstScreen';
import { systemFontsUntilSwap } from './siteFonts.css';

let fontsReady = false;

/**
 * Pretendard's @font-face table (14 KB gzip) and the subsets a screen's text uses (~25 KB each, a dozen on the home
 * page) load once the first screen has settled, so neither the first paint nor the board and popups wait on ~360 KB
 * of fonts on a phone. Until the swap the text is in the system's Korean font; the swap happens once, when every subset
 * the screen's text needs is in and the screen changes (see `swapFontsAtScreenChange`), so no line re-wraps while read.
 */
export function loadFontsAfterFirstScreen(): void {
  document.documentElement.classList.add(systemFontsUntilSwap);
  afterFirstScreen(() => {
    import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css')
      // textContent, not innerText: it forces no layout (~90 ms at 4× CPU), and the hidden text it adds needed no other subset.
      .then(() => document.fonts.load(`16px 'Pretendard Variable'`, document.body.textContent ?? ''))
      // A font that did not load leaves the system's font in place; the page reads the same.
      .catch(() => undefined)
      .finally(() => {
        fontsReady = true;
      });
  });
  // Nobody reads a hidden page: the swap is free then.
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) swapFontsAtScreenChange();
  });
}

/**
 * Swaps the text to Pretendard if its subsets are in. Called when the screen changes anyway (another route, the
 * popups closed, the page hidden), so the font's different widths never re-wrap a line or move a box the member is
 * reading (a layout shift); until then the text stays in the system's font.
 */
export function swapFontsAtScreenChange(): void {
  if (fontsReady) document.documentElement.classList.remove(systemFontsUntilSwap);
}

/** Every route change is a screen change (see `swapFontsAtScreenChange`). */
export function useFontSwapOnNavigation(): void {
  const { pathname } = useLocation();
  useEffect(swapFontsAtScreenChange, [pathname]);
}
