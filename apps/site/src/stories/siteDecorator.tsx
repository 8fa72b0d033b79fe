import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createApiClient } from '@betkit/api';
import { SiteProviders } from '../app/SiteProviders';

/** Renders a screen inside the site's providers and a router at `parameters.route` (default '/'). */
export const withSite: Decorator = (Story, context) => {
  const runtime = { mode: (context.parameters.siteMode as 'demo' | 'api' | undefined) ?? 'demo', client: createApiClient({ baseUrl: '' }) };
  const route = (context.parameters.route as string | undefined) ?? '/';
  return (
    <SiteProviders runtime={runtime}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="*" element={<Story />} />
        </Routes>
      </MemoryRouter>
    </SiteProviders>
  );
};
