import type { Meta, StoryObj } from '@storybook/react-vite';
import DOMPurify from 'dompurify';
import { expect, waitFor } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import {
  forbiddenElements,
  installXssProbe,
  schemeOf,
  scriptOrDataUrl,
  urlAttributes,
  xssCorpus,
  xssVectorGroups,
  type XssProbe,
} from '@betkit/storybook/xss-corpus';
import { createNativeSanitizer } from './nativeSanitizer';
import noticeSchedule from './notice-schedule.svg?no-inline';
import { sanitizeForPage } from './pageSanitizer';
import { SafeHtml, safeHtmlElements } from './SafeHtml';
import { sanitizeServerHtml } from './sanitizeServerHtml';
import { editorEdgeCases, noticeHtml, plainText, unbrokenHtml } from './storyData';

const meta = {
  title: 'Base/SafeHtml',
  component: SafeHtml,
  args: { html: noticeHtml(noticeSchedule), as: 'article', 'aria-label': '공지사항' },
  argTypes: { as: { control: 'inline-radio', options: safeHtmlElements } },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until every image in the story has loaded or failed, so nothing is half drawn or still pending. */
const imagesSettled = async (root: ParentNode) => {
  await waitFor(() => expect([...root.querySelectorAll('img')].filter((image) => !image.complete)).toEqual([]));
};

/** One rendered frame, then a moment when the main thread is idle: late handlers and timers have had their turn. */
const frameThenIdle = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2_000 })));

/** A notice as the admin editor writes it: headings, list, table, image, a warning line in <font color> and a link. */
export const Notice: Story = {
  play: async ({ canvas, canvasElement }) => {
    const notice = canvas.getByRole('article', { name: '공지사항' });
    await expect(canvas.getByRole('heading', { level: 2, name: '12월 정기점검 안내' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(3);
    const link = canvas.getByRole('link', { name: '고객센터 공지' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
    const image = canvas.getByRole('img', { name: '정기점검 일정표' });
    await expect(image).toHaveAttribute('src', noticeSchedule);
    await (image as HTMLImageElement).decode();
    // The editor's colour would fail contrast on one theme or the other: the text stays, the colour goes.
    await expect(notice.querySelector('font')).not.toHaveAttribute('color');
    await imagesSettled(canvasElement);
  },
};

/** The same notice in the 424 px layout: the image shrinks to the column, the table scrolls inside it. */
export const NoticeOnMobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvas, canvasElement }) => {
    const notice = canvas.getByRole('article', { name: '공지사항' });
    const image = canvas.getByRole('img', { name: '정기점검 일정표' }) as HTMLImageElement;
    await image.decode();
    await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(notice.getBoundingClientRect().width);
    await expect(notice.scrollWidth).toBeLessThanOrEqual(notice.clientWidth);
    await imagesSettled(canvasElement);
  },
};

/** The notice on the light theme (recommender area): links and table borders read on white. */
export const NoticeOnLightTheme: Story = {
  ...Notice,
  globals: { theme: 'light' },
};

/** A message whose server contents are empty: nothing is drawn. */
export const Empty: Story = {
  args: { html: '', as: 'div', 'aria-label': undefined },
  play: async ({ canvasElement }) => {
    const content = canvasElement.querySelector('[data-safe-html]')!;
    await expect(content.childNodes).toHaveLength(0);
  },
};

/** Plain text from the server, shown as it is. */
export const PlainText: Story = {
  args: { html: plainText, as: 'div', 'aria-label': undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(plainText)).toBeVisible();
  },
};

/** A pasted address and a run of ㅋ with no break opportunity wrap inside the 424 px column. */
export const LongUnbrokenString: Story = {
  args: { html: unbrokenHtml, as: 'div', 'aria-label': undefined },
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const content = canvasElement.querySelector<HTMLElement>('[data-safe-html]')!;
    await expect(content.scrollWidth).toBeLessThanOrEqual(content.clientWidth);
    await expect(content.getBoundingClientRect().height).toBeGreaterThan(60);
  },
};

// The probe is installed before the story renders, so a vector that runs on mount is recorded too.
let probe: XssProbe | undefined;

/** Raw vectors, set without SafeHtml, that prove the probe sees execution in this very page. */
const positiveControls = xssCorpus.filter(({ name }) => ['img-onerror', 'iframe-srcdoc-script', 'details-ontoggle-open'].includes(name));

/**
 * Every vector of the shared XSS corpus through SafeHtml in Chromium: none runs, and nothing dangerous is
 * left in the markup. No screenshot: a picture of the sanitised fragments would only be noise.
 */
export const XssCorpus: Story = {
  parameters: {
    screenshot: false,
    a11y: {
      config: {
        // The corpus is hostile markup: its images have no alt on purpose and SafeHtml does not invent one.
        // The notice stories keep this rule on for server content written as editors write it.
        rules: [{ id: 'image-alt', enabled: false }],
      },
    },
  },
  beforeEach: () => {
    probe = installXssProbe(window);
    return () => {
      probe?.uninstall();
      probe = undefined;
    };
  },
  render: () => (
    <ol aria-label="XSS 벡터">
      {xssCorpus.map((vector) => (
        <li key={vector.name} data-vector={vector.name} data-group={vector.group}>
          <SafeHtml as="article" aria-label={vector.name} html={vector.html} />
        </li>
      ))}
    </ol>
  ),
  play: async ({ canvasElement }) => {
    await expect(xssCorpus.length).toBeGreaterThanOrEqual(120);
    // A name is also the probe's argument: two vectors with one name would hide which of them ran.
    await expect(new Set(xssCorpus.map(({ name }) => name)).size).toBe(xssCorpus.length);
    await expect(new Set(xssCorpus.map(({ group }) => group))).toEqual(new Set(xssVectorGroups));
    await expect(canvasElement.querySelectorAll('[data-vector]')).toHaveLength(xssCorpus.length);

    await imagesSettled(document);
    await frameThenIdle();
    await expect(probe!.calls).toEqual([]);

    const output = [...canvasElement.querySelectorAll('[data-safe-html]')].flatMap((content) => [...content.querySelectorAll('*')]);
    const leftovers = output.flatMap((element) =>
      [...element.attributes]
        .filter(
          ({ name, value }) =>
            name.startsWith('on') ||
            ['style', 'id', 'name', 'class'].includes(name) ||
            ((urlAttributes as readonly string[]).includes(name) && scriptOrDataUrl.test(schemeOf(value))),
        )
        .map(({ name, value }) => `${element.closest('[data-vector]')?.getAttribute('data-vector')}: <${element.localName} ${name}="${value}">`),
    );
    await expect(leftovers).toEqual([]);
    const forbidden = output.filter((element) => (forbiddenElements as readonly string[]).includes(element.localName));
    await expect(forbidden.map((element) => `${element.closest('[data-vector]')?.getAttribute('data-vector')}: <${element.localName}>`)).toEqual([]);
    for (const link of output.filter((element) => element.localName === 'a')) {
      await expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    }

    // Our hooks live on SafeHtml's own DOMPurify instance: the default export adds no rel and keeps a class.
    await expect(DOMPurify.sanitize('<a href="/notice" class="more">x</a>')).toBe('<a href="/notice" class="more">x</a>');

    // The positive control: the same vectors set raw do run here, so the 0 above means inert, not unobserved.
    const scratch = document.createElement('div');
    scratch.hidden = true;
    scratch.innerHTML = positiveControls.map(({ html }) => html).join('');
    document.body.append(scratch);
    try {
      await waitFor(() => expect([...probe!.calls].sort()).toEqual(positiveControls.map(({ name }) => name).sort()));
    } finally {
      scratch.remove();
    }
  },
};

/**
 * Chromium has the HTML Sanitizer API, so SafeHtml here (and the XssCorpus story above) runs on it; DOMPurify is
 * the engine of browsers without it. Both must give the same markup for the notice, the editor's edge cases and
 * every vector of the corpus, so the unit tests' rules for DOMPurify hold for either engine.
 */
export const SameMarkupWithEitherEngine: Story = {
  args: { html: editorEdgeCases.join(''), as: 'div', 'aria-label': undefined },
  parameters: { screenshot: false },
  play: async () => {
    const native = createNativeSanitizer();
    await expect(native).toBeDefined();
    await expect(sanitizeForPage).not.toBe(sanitizeServerHtml);
    const inputs = [noticeHtml('https://cdn.example.com/notice/1203.png'), plainText, unbrokenHtml, ...editorEdgeCases, ...xssCorpus.map(({ html }) => html)];
    const differences = inputs
      .map((html) => ({ html, native: native!(html), domPurify: sanitizeServerHtml(html) }))
      .filter((result) => result.native !== result.domPurify);
    // The one known difference, and inert: DOMPurify's parse of this vector leaves an empty paragraph behind.
    const noscriptBreakout = xssCorpus.find(({ name }) => name === 'noscript-title-breakout')!.html;
    await expect(differences).toEqual([{ html: noscriptBreakout, native: '', domPurify: '<p></p>' }]);
  },
};
