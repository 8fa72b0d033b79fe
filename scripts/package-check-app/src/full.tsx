// The app with every public package: @betkit/api and @betkit/mocks beside the slip.
import './host.css';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '@betkit/api';
import { createDemoHandlers } from '@betkit/mocks';
import { SlipPage } from './SlipPage';

const client = createApiClient({ baseUrl: 'https://api.example.com' });
const handlerCount = createDemoHandlers().length;

createRoot(document.getElementById('root')!).render(
  <SlipPage>
    <p data-testid="api-mocks" data-handlers={handlerCount} data-base-url={client.options.baseUrl}>
      api {client.options.baseUrl} · mocks {handlerCount}
    </p>
  </SlipPage>,
);
