// A consumer outside the workspace: it knows Betkit only through the packed tarballs.
import { createRoot } from 'react-dom/client';
import { createApiClient } from '@betkit/api';
import { floorOdds, formatWon } from '@betkit/domain';
import { createDemoHandlers } from '@betkit/mocks';
import { Button, MoneyText, OddsText, ThemeRoot } from '@betkit/ui';

const client = createApiClient({ baseUrl: 'https://api.example.com' });
const handlerCount = createDemoHandlers().length;

createRoot(document.getElementById('root')!).render(
  <ThemeRoot theme="dark">
    <main data-testid="consumer" data-handlers={handlerCount} data-base-url={client.options.baseUrl}>
      <Button>베팅하기</Button>
      <MoneyText amount={1234567} />
      <OddsText odds={floorOdds(2.999)} />
      <p data-testid="formatted">{formatWon(5000)}</p>
    </main>
  </ThemeRoot>,
);
