// The demo backend's whole state: the generated data plus what members did (sessions, new slips,
// requests), kept in browser storage in demo mode so a reload keeps it, and reset in one call.
import { createDemoData, createDemoDataInSteps, type DemoData } from '../fixtures';

/** Bumped whenever the stored shape changes, so an old stored state is replaced instead of misread. */
export const DEMO_STATE_VERSION = 5;

/** The storage key of the demo state. */
export const DEMO_STORAGE_KEY = 'betkit.demo-backend';

/** The demo backend's state. */
export interface DemoState {
  version: number;
  /** When this state was first made (ISO time). */
  startedAt: string;
  data: DemoData;
  /** Bearer token → member id of every live session. */
  sessions: Record<string, number>;
  /** Member id → the newest token: an older token of the same member answers 555 (logged in elsewhere). */
  latestToken: Record<string, string>;
  /** The next id for anything the backend creates. */
  nextId: number;
  /** How many random draws were made: the seeded sequence continues after a reload. */
  randomDraws: number;
  /** SMS codes sent, by phone digits. */
  smsCodes: Record<string, { code: string; sentAt: number; verified?: boolean }>;
  /** Password recoveries allowed by a matched find-password, by user id (when it matched, ms). */
  passwordRecoveries?: Record<string, number>;
  /** Coupons claimed today, by member id and kind. */
  couponsClaimed: Record<string, string>;
  /** Deposits and withdrawals requested in this demo session (the demo back office completes them). */
  sessionCharges: number[];
}

/** Where the demo state is kept between page loads. */
export interface DemoStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Options that shape a fresh state. */
export interface DemoSeedOptions {
  /** The fixtures' seed (same seed, same data). */
  seed?: number;
  /** The demo clock. */
  now: () => Date;
}

function freshState({ seed, now }: DemoSeedOptions, data: DemoData = createDemoData({ seed, now: now() })): DemoState {
  const highestId = Math.max(
    0,
    ...data.slips.map(({ legs }) => legs[0].id),
    ...data.charges.map((charge) => charge.id),
    ...data.messages.map(({ message }) => message.id),
    ...data.thirdPartyBets.map(({ bet }) => bet.id),
    ...data.members.map((member) => member.id),
  );
  return {
    version: DEMO_STATE_VERSION,
    startedAt: now().toISOString(),
    data,
    sessions: {},
    latestToken: {},
    nextId: highestId + 1,
    randomDraws: 0,
    smsCodes: {},
    passwordRecoveries: {},
    couponsClaimed: {},
    sessionCharges: [],
  };
}

/** The stored state, or undefined when there is none (or an old or unreadable one) and fresh data must be made. */
function readStored(storage: DemoStorage | undefined): DemoState | undefined {
  const raw = storage?.getItem(DEMO_STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const stored = JSON.parse(raw) as Partial<DemoState>;
    return stored.version === DEMO_STATE_VERSION ? (stored as DemoState) : undefined;
  } catch {
    return undefined;
  }
}

/** A store of the demo state over the browser's storage (or nothing in Node and tests). */
export function createDemoStore(storage: DemoStorage | undefined, options: DemoSeedOptions, initial?: DemoState) {
  let state = initial ?? readStored(storage) ?? freshState(options);
  return {
    /** The current state (mutate it, then call `save`). */
    get: () => state,
    /** Writes the state to storage. */
    save() {
      try {
        storage?.setItem(DEMO_STORAGE_KEY, JSON.stringify(state));
      } catch {
        // A full storage keeps the state in memory for this page load; the demo goes on.
      }
    },
    /** Forgets everything members did and makes the data afresh. */
    reset() {
      storage?.removeItem(DEMO_STORAGE_KEY);
      state = freshState(options);
    },
  };
}

/** The same store, its fresh data made in parts with `pause` awaited between them (see `createDemoDataInSteps`). */
export async function createDemoStoreInSteps(storage: DemoStorage | undefined, options: DemoSeedOptions, pause: () => Promise<void>) {
  const initial = readStored(storage) ?? freshState(options, await createDemoDataInSteps({ seed: options.seed, now: options.now() }, pause));
  return createDemoStore(storage, options, initial);
}

/** The store's type. */
export type DemoStore = ReturnType<typeof createDemoStore>;
