// The app with @betkit/ui and its one dependency @betkit/domain: what a team using the components alone installs.
import './host.css';
import { createRoot } from 'react-dom/client';
import { SlipPage } from './SlipPage';

createRoot(document.getElementById('root')!).render(<SlipPage />);
