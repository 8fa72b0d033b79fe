import { http, HttpResponse, type RequestHandler } from 'msw';
import { createDemoStore, type DemoStorage } from './demo-state';

/** Options of the demo backend. */
export interface DemoBackendOptions {
  /** The base URL the site calls ('' for the page's own origin). */
  baseUrl?: string;
  /** Where state is kept between loads: localStorage in the browser, nothing in tests. */
  storage?: DemoStorage;
  /** The demo clock (stories and tests fix it). */
  now?: () => Date;
}

/** What GET /__demo/status answers: proof that the demo backend, not a real one, is talking. */
export interface DemoStatus {
  mode: 'demo';
  startedAt: string;
}

/** The demo backend's handlers. The spec's endpoints join them issue by issue. */
export function createDemoHandlers({ baseUrl = '', storage, now = () => new Date() }: DemoBackendOptions = {}): RequestHandler[] {
  const store = createDemoStore(storage, now);
  const url = (path: string) => `${baseUrl.replace(/\/+$/, '')}${path}`;
  return [
    http.get(url('/__demo/status'), () => {
      if (!storage?.getItem('betkit.demo-backend')) store.set(store.get());
      return HttpResponse.json<DemoStatus>({ mode: 'demo', startedAt: store.get().startedAt });
    }),
    http.post(url('/__demo/reset'), () => {
      store.reset();
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
