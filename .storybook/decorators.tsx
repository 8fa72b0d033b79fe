import type { Decorator } from '@storybook/react-vite';
import { useEffect } from 'react';
import { SWRConfig } from 'swr';
import { ThemeRoot, type ThemeName } from '@betkit/ui';

/**
 * Applies the toolbar's theme (dark by default, light for the recommender area); pads unless `padded: false` (site
 * screens). A story fills the window on its own canvas; on a docs page it takes only its height.
 */
export const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme as ThemeName | undefined) ?? 'dark';
  const padded = context.parameters.padded !== false;
  const fillWindow = context.viewMode !== 'docs';
  return (
    <ThemeRoot theme={theme}>
      <div style={{ padding: padded ? 16 : 0, minHeight: fillWindow ? '100vh' : undefined }}>
        {/* The box a visual test pictures when nothing is portalled or fixed (vitest.setup.ts). */}
        <div data-story-content="" style={{ display: 'flow-root' }}>
          <Story />
        </div>
      </div>
    </ThemeRoot>
  );
};

/** Every story gets an empty SWR cache, so one story's mocked answer never leaks into the next. */
export const withFreshSwrCache: Decorator = (Story) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
    <Story />
  </SWRConfig>
);

function ReduceMotion({ on }: { on: boolean }) {
  useEffect(() => {
    document.documentElement.dataset.reduceMotion = String(on);
  }, [on]);
  return null;
}

/** Turns animation off under test so every screenshot is of the settled state. */
export const withoutAnimation: Decorator = (Story, context) => (
  <>
    <ReduceMotion on={context.globals.motion !== 'on'} />
    <Story />
  </>
);
