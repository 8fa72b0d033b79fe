import { afterFirstScreen } from './firstScreen';
import { systemFontsUntilSwap } from './siteFonts.css';

/**
 * Pretendard's @font-face table (14 KB gzip) and the subsets a screen's text uses (~25 KB each, a dozen on the home
 * page) load once the first screen has settled, so neither the first paint nor the board and popups wait on ~360 KB
 * of fonts on a phone. Until then the text is in the system's Korean font; the swap happens once, when every subset
 * the screen's text needs is in, so lines never mix two fonts' heights on the way (a layout shift each time).
 */
export function loadFontsAfterFirstScreen(): void {
  const root = document.documentElement;
  root.classList.add(systemFontsUntilSwap);
  afterFirstScreen(() => {
    import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css')
      .then(() => document.fonts.load(`16px 'Pretendard Variable'`, document.body.innerText))
      // A font that did not load leaves the system's font in place; the page reads the same.
      .catch(() => undefined)
      .finally(() => root.classList.remove(systemFontsUntilSwap));
  });
}
