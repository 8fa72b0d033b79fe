// The demo backend: every call of both specs and the calls the spec does not show, answered from one
// stateful store that enforces the server side with @betkit/domain.
import type { RequestHandler } from 'msw';
import { resolveExtraPaths, type ExtraPaths } from '@betkit/api';
import { settleSessionSlips } from './backend/betting';
import { approveDueCharges } from './backend/charges';
import { findOffer, movedBet, type OfferArea } from './backend/offers';
import { createDispatcher, createRouteTable } from './backend/dispatch';
import { route, stateOf, type DemoContext, type DemoRoute } from './backend/http';
import { createDemoStore, createDemoStoreInSteps, DEMO_STORAGE_KEY, type DemoStorage, type DemoStore } from './backend/state';
import { bettingHandlers } from './handlers/betting';
import { memberHandlers } from './handlers/member';
import { moneyHandlers } from './handlers/money';
import { boardHandlers } from './handlers/boards';
import { partnerHandlers } from './handlers/partners';
import { sessionHandlers } from './handlers/session';
import { shellHandlers } from './handlers/shell';
import { signupHandlers } from './handlers/signup';

/** Options of the demo backend. */
export interface DemoBackendOptions {
  /** The base URL the site calls ('' for the page's own origin). */
  baseUrl?: string;
  /** Where state is kept between loads: localStorage in the browser, nothing (memory only) in tests. */
  storage?: DemoStorage;
  /** The demo clock (stories and tests fix it). */
  now?: () => Date;
  /** The fixtures' seed: the same seed makes the same members, games and history. */
  seed?: number;
  /** Paths of the calls the spec does not show (the same overrides the api client was given). */
  paths?: Partial<ExtraPaths>;
}

/** What GET /__demo/status answers: proof that the demo backend, not a real one, is talking. */
export interface DemoStatus {
  mode: 'demo';
  startedAt: string;
}

/** A demo login, listed on the login screen. */
export interface DemoAccount {
  userId: string;
  password: string;
  nickname: string;
  kind: string;
}

/** The demo backend's handler, its routes and its store (tests read and change the state through `store`). */
export interface DemoBackend {
  /** One MSW handler that answers every route (put scenarios and story handlers in front of it). */
  handlers: RequestHandler[];
  /** Every route, in the order they are tried: literal paths before paths with parameters. */
  routes: readonly DemoRoute[];
  /** The route that answers a request first, or undefined when none does. */
  routeFor(method: string, url: string | URL): DemoRoute | undefined;
  store: DemoStore;
  /**
   * Makes the store before the first request needs it, awaiting `pause` between the data's parts and before storing
   * fresh data, so a browser can end its task there instead of spending one long task on the first request (a no-op
   * once the store exists).
   */
  prepare(pause: () => Promise<void>): Promise<void>;
}

/** The areas whose prices are made for the clock, so /__demo/move-prices keeps their moves beside the data. */
const MADE_PRICES: ReadonlySet<OfferArea | undefined> = new Set<OfferArea>(['minigame', 'virtual']);

/** Makes the demo backend: its handlers over one store. */
export function createDemoBackend({ baseUrl = '', storage, now = () => new Date(), seed, paths }: DemoBackendOptions = {}): DemoBackend {
  let store: DemoStore | undefined;
  // The store (and its generated data) is made on the first request, so listing routes costs nothing.
  const lazyStore: DemoStore = {
    get: () => (store ??= createDemoStore(storage, { seed, now })).get(),
    save: () => (store ??= createDemoStore(storage, { seed, now })).save(),
    reset: () => (store ??= createDemoStore(storage, { seed, now })).reset(),
  };
  const ctx: DemoContext = {
    store: lazyStore,
    now,
    url: (path) => `${baseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`,
    paths: resolveExtraPaths(paths),
  };
  const routes: DemoRoute[] = [
    route(ctx, 'get', '/__demo/status', () => {
      if (!storage?.getItem(DEMO_STORAGE_KEY)) lazyStore.save();
      return { mode: 'demo', startedAt: stateOf(ctx).startedAt } satisfies DemoStatus;
    }),
    route(ctx, 'post', '/__demo/reset', () => {
      lazyStore.reset();
      return undefined;
    }),
    // QA and e2e: every pre-match price on the given odds ids (all when none) moves up 0.10 with a new version,
    // so the next bet sent with the old prices gets the spec's odds-change answer; mini-game and virtual prices
    // move only when named (they are made for the clock, so their moves are kept beside them).
    route(ctx, 'post', '/__demo/move-prices', async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { oddsIds?: unknown };
      const only = Array.isArray(body.oddsIds) ? new Set(body.oddsIds.map(Number)) : undefined;
      const data = stateOf(ctx).data;
      const prematch = new Set<number>();
      for (const fixture of data.prematch) {
        for (const market of fixture.markets) {
          for (const bet of market.bets) {
            if (only && !only.has(bet.id)) continue;
            Object.assign(bet, movedBet(bet, 1));
            prematch.add(bet.id);
          }
        }
      }
      const games = [...(only ?? [])].filter((id) => !prematch.has(id) && MADE_PRICES.has(findOffer(data, id, ctx.now())?.area));
      for (const id of games) data.movedOdds = { ...data.movedOdds, [id]: (data.movedOdds?.[id] ?? 0) + 1 };
      return { moved: prematch.size + games.length };
    }),
    // QA and e2e: the demo's back office completes every request made in this demo session now, not a minute later.
    route(ctx, 'post', '/__demo/approve-charges', () => {
      const approved = stateOf(ctx).data.members.reduce((sum, member) => sum + approveDueCharges(ctx, member, 0), 0);
      lazyStore.save();
      return { approved };
    }),
    // QA and e2e: the demo's back office ends the games of this session's pending slips now and settles them.
    route(ctx, 'post', '/__demo/settle-bets', () => {
      const settled = settleSessionSlips(ctx);
      lazyStore.save();
      return { settled };
    }),
    route(ctx, 'get', '/__demo/accounts', () =>
      stateOf(ctx).data.members.map(({ userId, password, nickname, kind }) => ({ userId, password, nickname, kind }) satisfies DemoAccount),
    ),
    ...bettingHandlers(ctx),
    ...memberHandlers(ctx),
    ...moneyHandlers(ctx),
    ...shellHandlers(ctx),
    ...signupHandlers(ctx),
    // Not in spec: the calls a working site needs that the spec does not show.
    ...sessionHandlers(ctx),
    ...boardHandlers(ctx),
    ...partnerHandlers(ctx),
  ];
  // The table tries literal paths first: /member/check and /member/alertInfo must not be taken by /member/:id.
  const table = createRouteTable(routes);
  return {
    handlers: [createDispatcher(table)],
    routes: table.routes,
    routeFor: (method, url) => table.first(method, new URL(url, typeof location === 'undefined' ? 'http://localhost' : location.href)),
    store: lazyStore,
    async prepare(pause) {
      if (store) return;
      const fresh = !storage?.getItem(DEMO_STORAGE_KEY);
      const prepared = await createDemoStoreInSteps(storage, { seed, now }, pause);
      store ??= prepared;
      if (!fresh) return;
      // Storing fresh data (~0.5 MB of JSON) is a task of its own too, not part of the first answer.
      await pause();
      if (!storage?.getItem(DEMO_STORAGE_KEY)) store.save();
    },
  };
}

/** The demo backend's handlers: one that answers every route (see `createDemoBackend` for its routes and store). */
export function createDemoHandlers(options: DemoBackendOptions = {}): RequestHandler[] {
  return createDemoBackend(options).handlers;
}
