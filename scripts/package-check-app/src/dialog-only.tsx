// A page importing only OddsChangeDialog (in the ThemeRoot it needs for its tokens and font): the package check
// holds the CSS it builds to the dialog's own rules, far below the slip app's.
import { createRoot } from 'react-dom/client';
import { oddsChangeRows } from '@betkit/domain';
import { OddsChangeDialog, ThemeRoot } from '@betkit/ui';
import { oddsChangeAnswer, pohangOver, ulsanWin } from './picks';

const rows = oddsChangeRows([ulsanWin, pohangOver], oddsChangeAnswer);

createRoot(document.getElementById('root')!).render(
  <ThemeRoot theme="dark">
    <OddsChangeDialog open rows={rows} amount={10_000} onAccept={() => {}} onCancel={() => {}} />
  </ThemeRoot>,
);
