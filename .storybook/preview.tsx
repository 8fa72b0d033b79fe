import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { withFreshSwrCache, withTheme, withoutAnimation } from './decorators';
import { viewportOptions } from './viewports';

// Unmocked requests pass through: a story opts into the server answers it needs.
initialize({ onUnhandledRequest: 'bypass', quiet: true });

const preview: Preview = {
  decorators: [withoutAnimation, withFreshSwrCache, withTheme],
  loaders: [mswLoader],
  parameters: {
    // The theme decorator pads the story, so tests and Storybook show the same frame.
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: { options: viewportOptions },
    controls: { expanded: true },
    backgrounds: { disable: true },
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
