import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** One Storybook for every package and for the site's screens. */
const config: StorybookConfig = {
  stories: ['../packages/ui/src/Introduction.mdx', '../packages/ui/src/docs/*.mdx', '../packages/*/src/**/*.stories.tsx', '../apps/site/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker script, served as a static file for msw-storybook-addon.
  // The site's public images too, so the stories show the same maintenance pictures the site serves.
  staticDirs: ['../packages/mocks/public', { from: '../apps/site/public/images', to: '/images' }, { from: '../apps/site/public/streams', to: '/streams' }],
  core: { disableTelemetry: true },
  // Storybook's highlight watches every DOM change of a story and re-reads every element's computed style: under
  // test (vitest, `pnpm perf`) it only slows the story, so it stays for people browsing Storybook alone.
  features: { highlight: !process.env.VITEST && process.env.BETKIT_PERF !== '1' },
  viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    return viteConfig;
  },
};

export default config;
