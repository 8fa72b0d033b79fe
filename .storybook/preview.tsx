import type { Loader, Preview } from '@storybook/react-vite';
// The page the site has: the opt-in reset, and Pretendard imported by the entry itself (Vite 8 drops @font-face
// rules that reach a build only through a package's side-effect import; the static Storybook had no font).
import '@betkit/ui/globals.css';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createDemoBackend } from '@betkit/mocks';
import { withFreshSwrCache, withTheme, withoutAnimation } from './decorators';
import { STORY_NOW } from '@betkit/storybook/clock';
import { viewportOptions } from '@betkit/storybook/viewports';

// The demo backend answers every story's calls; a story adds a scenario in front of it
// (`parameters: { msw: { handlers: scenarios.oddsChanged } }`). Other requests (modules, fonts) pass through.
const demo = createDemoBackend({ now: () => STORY_NOW, seed: 1 });
/**
 * The one worker, started when the preview loads (as msw-storybook-addon 2's initialize did), not at the first story's
 * loader: on a docs page of framed stories, a lazily started frame had another frame's backend answer its login.
 * Its initial handlers (the demo backend) survive each story's reset.
 */
const demoWorker = (async () => {
  const worker = setupWorker(...demo.handlers);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
  return worker;
})();

/**
 * Every story that can reach the demo backend starts from the same demo data, whatever the story before it did: the
 * site's screens and stories with handlers of their own. The ui package's pieces never fetch, so they skip the ~7 ms reset.
 */
const resetDemoBackend: Loader = async ({ title, parameters }) => {
  if (title.startsWith('Site/') || parameters.msw !== undefined) demo.store.reset();
  return {};
};

const preview: Preview = {
  decorators: [withoutAnimation, withFreshSwrCache, withTheme],
  loaders: [resetDemoBackend, mswLoader(() => demoWorker)],
  parameters: {
    // The theme decorator pads the story, so tests and Storybook show the same frame.
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: { options: viewportOptions },
    controls: { expanded: true },
    backgrounds: { disable: true },
    // The reading order of the sidebar: the guides, then the pieces from the smallest to the site's screens.
    options: {
      storySort: {
        order: ['Introduction', 'Getting started', 'Foundations', 'Base', 'Forms', 'Betting', 'Money', 'Member', 'Shell', 'Site', '*', 'Perf'],
      },
    },
  },
  globalTypes: {
    theme: {
      description: '테마',
      toolbar: {
        title: '테마',
        icon: 'contrast',
        items: [
          { value: 'dark', title: '다크 (기본)' },
          { value: 'light', title: '라이트 (추천인 영역)' },
        ],
        dynamicTitle: true,
      },
    },
    motion: {
      description: '애니메이션',
      toolbar: {
        title: '애니메이션',
        icon: 'play',
        items: [
          { value: 'off', title: '끔 (스크린샷과 같음)' },
          { value: 'on', title: '켬' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark', motion: 'off' },
  tags: ['autodocs'],
};

export default preview;
