// The demo's deposit bonus banners, served by GET /api/file/download/{imagePath}: designed 320×120 SVGs (the
// deposit form shows them at 8:3). No Korean text inside: an <img> SVG cannot use the page's Pretendard and a CI
// machine may have no Korean font, so they speak in shapes, colours, digits and %.

/** Draws a banner: a gradient, soft circles, a coin stack at the left and the bonus in big digits at the right. */
function banner({ from, to, accent, ink, figure, badge }: { from: string; to: string; accent: string; ink: string; figure: string; badge: string }) {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120">',
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<linearGradient id="coin" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe08a"/><stop offset="1" stop-color="#e0a526"/></linearGradient>`,
    '<clipPath id="card"><rect width="320" height="120" rx="12"/></clipPath>',
    '</defs>',
    '<rect width="320" height="120" rx="12" fill="url(#bg)"/>',
    // The soft circles run off the card: clipped to its rounded corners.
    `<g clip-path="url(#card)"><circle cx="292" cy="-6" r="58" fill="${accent}" opacity="0.18"/><circle cx="36" cy="128" r="44" fill="${accent}" opacity="0.14"/></g>`,
    // Three stacked coins and one standing in front.
    '<g stroke="#a86f0c" stroke-width="2">',
    '<ellipse cx="62" cy="86" rx="30" ry="9" fill="url(#coin)"/>',
    '<rect x="32" y="70" width="60" height="16" fill="#e9b53c" stroke="none"/>',
    '<ellipse cx="62" cy="70" rx="30" ry="9" fill="url(#coin)"/>',
    '<rect x="32" y="54" width="60" height="16" fill="#e9b53c" stroke="none"/>',
    '<ellipse cx="62" cy="54" rx="30" ry="9" fill="url(#coin)"/>',
    '<circle cx="104" cy="70" r="22" fill="url(#coin)"/>',
    '<circle cx="104" cy="70" r="15" fill="none" stroke="#c9890f"/>',
    '</g>',
    `<path d="M98 70h12M104 64v12" stroke="#a86f0c" stroke-width="3" stroke-linecap="round"/>`,
    // The badge: a round mark over the coins (a "1" for the day's first charge, arrows for every charge).
    `<circle cx="40" cy="30" r="16" fill="${accent}"/>`,
    badge,
    `<text x="296" y="80" text-anchor="end" font-family="Arial, Helvetica, sans-serif" font-size="64" font-weight="800" fill="${ink}">${figure}</text>`,
    `<rect x="150" y="92" width="146" height="6" rx="3" fill="${accent}" opacity="0.9"/>`,
    '</svg>',
  ].join('');
}

/** The demo's bonus banners by file name (the last part of the event's imagePath). */
export const bonusImages: Readonly<Record<string, string>> = {
  // The day's first charge, 10%: navy and gold, a "1" on the badge.
  'first-charge-10.png': banner({
    from: '#13204a',
    to: '#2b4fa8',
    accent: '#ffc83d',
    ink: '#ffd666',
    figure: '10%',
    badge: '<path d="M36 24l6-4v20" fill="none" stroke="#13204a" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>',
  }),
  // Every later charge, 5%: teal and mint, two arrows going round on the badge.
  'every-charge-5.png': banner({
    from: '#0b3b3c',
    to: '#12877a',
    accent: '#6ff0c8',
    ink: '#e9fff8',
    figure: '5%',
    badge:
      '<g fill="none" stroke="#0b3b3c" stroke-width="3" stroke-linecap="round"><path d="M31 27a10 10 0 0 1 17-3"/><path d="M49 33a10 10 0 0 1-17 3"/></g><path d="M49 19v6h-6M31 41v-6h6" fill="none" stroke="#0b3b3c" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>',
  }),
};

/** Any other file: a gift box on plum, with no figure (the demo cannot know the bonus). */
export const bonusImageFallback = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120">',
  '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a1740"/><stop offset="1" stop-color="#5b2f86"/></linearGradient></defs>',
  '<rect width="320" height="120" rx="12" fill="url(#bg)"/>',
  '<circle cx="40" cy="24" r="6" fill="#f7c6ff" opacity="0.5"/><circle cx="280" cy="96" r="9" fill="#f7c6ff" opacity="0.35"/><circle cx="250" cy="22" r="4" fill="#f7c6ff" opacity="0.6"/>',
  '<rect x="124" y="50" width="72" height="52" rx="4" fill="#ff6b9a"/>',
  '<rect x="116" y="36" width="88" height="18" rx="4" fill="#ff8fb3"/>',
  '<rect x="153" y="36" width="14" height="66" fill="#ffd666"/>',
  '<path d="M160 36c-6-14-26-16-24-4 1 6 14 5 24 4zM160 36c6-14 26-16 24-4-1 6-14 5-24 4z" fill="none" stroke="#ffd666" stroke-width="4" stroke-linejoin="round"/>',
  '</svg>',
].join('');

/** The banner for a requested file path: the file's own when the demo has one, else the fallback. */
export function bonusImageFor(path: string): string {
  const fileName = path.split('/').pop() ?? '';
  return bonusImages[fileName] ?? bonusImageFallback;
}
