// The app with every public package: @betkit/api and @betkit/mocks beside the slip.
import './host.css';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '@betkit/api';
import { createDemoBackend } from '@betkit/mocks';
import { SlipPage } from './SlipPage';

const client = createApiClient({ baseUrl: 'https://api.example.com' });
const routeCount = createDemoBackend().routes.length;

createRoot(document.getElementById('root')!).render(
  <SlipPage>
    <p data-testid="api-mocks" data-routes={routeCount} data-base-url={client.options.baseUrl}>
      api {client.options.baseUrl} · mocks {routeCount} routes
    </p>
  </SlipPage>,
);
