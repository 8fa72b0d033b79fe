// The deposit bonus cards show pictures: GET /api/file/download/{imagePath} answers each known file with its own
// designed banner, and any other with the fallback, never the file name drawn as text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '@betkit/api';
import { bonusImageFallback, bonusImages } from './backend/bonusImages';
import { createDemoServer } from './node';

const base = 'https://bonus-images.test';
const server = createDemoServer({ baseUrl: base });
const client = api.createApiClient({ baseUrl: base, getToken: () => null });
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

/** The image the demo backend answers for an event's imagePath, through the api's own URL. */
async function download(imagePath: string) {
  const answer = await fetch(api.bonusImageUrl(client, imagePath));
  return { type: answer.headers.get('Content-Type'), body: await answer.text() };
}

/** The image paths of the bonuses the demo backend offers (GET /eventDeposit/availableEvent). */
const seededPaths = async () =>
  (await api.getDepositEvents(client)).map(({ imagePath }) => imagePath).filter((path): path is string => typeof path === 'string');

describe('GET /api/file/download in the demo backend', () => {
  it('answers each seeded bonus image with its own banner', async () => {
    const paths = await seededPaths();
    expect(paths).toEqual(['event/first-charge-10.png', 'event/every-charge-5.png']);
    const bodies: string[] = [];
    for (const path of paths) {
      const { type, body } = await download(path);
      expect(type).toBe('image/svg+xml');
      expect(body).toBe(bonusImages[path.split('/').pop()!]);
      expect(body).not.toContain(path.split('/').pop()!);
      bodies.push(body);
    }
    expect(new Set(bodies).size).toBe(paths.length);
    expect(bodies).not.toContain(bonusImageFallback);
  });

  it('answers an unknown file with the designed fallback, without its name', async () => {
    const { type, body } = await download('event/<script>summer-bonus.png');
    expect(type).toBe('image/svg+xml');
    expect(body).toBe(bonusImageFallback);
    expect(body).not.toContain('summer-bonus');
  });

  it('draws no Korean text (an <img> SVG has no Korean font on a bare machine)', () => {
    for (const svg of [...Object.values(bonusImages), bonusImageFallback]) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
      expect(svg).not.toMatch(/[\u3131-\u318e\uac00-\ud7a3]/);
    }
  });
});
