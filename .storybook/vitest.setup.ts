import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { configure } from 'storybook/test';

// findBy*/waitFor wait on conditions; a generous ceiling keeps them passing on a busy 2-core machine.
configure({ asyncUtilTimeout: 20_000 });

// Storybook's addon applies preview.tsx and the a11y annotations itself (since 10.3); this file adds
// one thing: every story is also a visual test. After its play function and axe pass, the page must
// match the committed baseline in __screenshots__/ beside the stories file.
afterEach(async (context) => {
  const { task } = context;
  if (task.result?.state === 'fail') return;
  if (task.meta && 'screenshot' in task.meta && task.meta.screenshot === false) return;
  // A story opts out with `parameters: { screenshot: false }`; addon-vitest puts the composed story on the test context.
  const { story } = context as { story?: { parameters?: { screenshot?: unknown } } };
  if (story?.parameters?.screenshot === false) return;
  // Pretendard loads a subset per Hangul block as text needs it: load every block the page's text uses, so the
  // picture never depends on which stories ran before (a late subset shifted rows by a pixel).
  await document.fonts.load("1em 'Pretendard Variable'", document.body.innerText || ' ');
  await document.fonts.ready;
  // Images (banners, bonus pictures) arrive over the network: the picture waits for every eager one to decode.
  await Promise.all(Array.from(document.images, (image) => (image.loading === 'lazy' ? undefined : image.decode().catch(() => undefined))));
  // A stable frame can take seconds on a loaded machine: poll and stabilise well past the 1 s / 5 s defaults.
  await expect.element(page.elementLocator(pictured()), { timeout: 20_000 }).toMatchScreenshot(task.name, { timeout: 15_000 });
});

/**
 * What a story's picture shows: the story's own box, so a small component is a small picture; the whole page when
 * part of the story is drawn outside that box (a portalled dialog, drawer or popover, or a fixed bar).
 */
function pictured(): HTMLElement {
  const content = document.querySelector<HTMLElement>('[data-story-content]');
  if (!content) return document.body;
  const box = content.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return document.body;
  const outside = Array.from(document.body.children).some((child) => !child.contains(content) && child.getBoundingClientRect().height > 0);
  if (outside) return document.body;
  const fixed = Array.from(content.querySelectorAll('*')).some((element) => getComputedStyle(element).position === 'fixed');
  return fixed ? document.body : content;
}
