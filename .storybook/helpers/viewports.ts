/**
 * The site's three layouts (spec: 767 px or narrower is the 424 px mobile layout; notebook 1352; desktop 1920),
 * plus the narrowest desktop (a 768 px tablet) and a common laptop screen (1366×768).
 */
export const viewportOptions = {
  mobile: { name: '모바일 424', styles: { width: '424px', height: '900px' }, type: 'mobile' },
  tablet: { name: '태블릿 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  notebook: { name: '노트북 1352', styles: { width: '1352px', height: '900px' }, type: 'desktop' },
  laptop: { name: '노트북 1366×768', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
  desktop: { name: '데스크톱 1920', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof viewportOptions;

/** Story globals that pin a story to one layout: `globals: atViewport('mobile')`. */
export const atViewport = (name: ViewportName) => ({ viewport: { value: name, isRotated: false } });
