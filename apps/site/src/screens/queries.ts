// The site's own screens' reads: the home's demo card.
import useSWR from 'swr';
import type { DemoStatus } from '@betkit/mocks';
import { useSite } from '../app/runtime';

/** The demo backend's status (demo mode only); the reset revalidates it. */
export const demoStatusKey = '/__demo/status';

/** The in-browser backend's status. */
export function useDemoStatus() {
  const { client } = useSite();
  return useSWR(demoStatusKey, () => client.request<DemoStatus>('GET', demoStatusKey));
}
