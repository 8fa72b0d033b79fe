// How the browser demo carries the spec's 600, which a Response cannot (Fetch allows 200–599). Its own module so demo
// mode's first chunk reads statuses without the scenarios and their XSS corpus, which load on a scenario's first use.

/** The header a service-worker scenario carries a status above 599 in (see `ScenarioOptions.serviceWorker`). */
export const DEMO_STATUS_HEADER = 'X-Demo-Status';

/** The status the demo backend meant: the header's status on a 599 answer, else the HTTP status. */
export function demoResponseStatus(response: Response): number {
  const carried = Number(response.headers.get(DEMO_STATUS_HEADER));
  return response.status === 599 && Number.isInteger(carried) && carried > 599 ? carried : response.status;
}
