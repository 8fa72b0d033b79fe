// The demo jackpot grows as a real one does, from the demo clock alone: a fixed clock (stories, screenshots) keeps it
// still, and the same time always answers the same amount.

/** The demo jackpot grows once every this many milliseconds of the demo clock (the site reads it every 30 s, spec 9). */
export const DEMO_JACKPOT_STEP_MS = 30_000;

/** What each step adds, in won. */
export const DEMO_JACKPOT_STEP_WON = 125_000;

/** The jackpot at `now`: the seeded amount plus one step for each whole step since the demo state was made. */
export function demoJackpot(seeded: number, startedAt: string, now: Date): number {
  const elapsedMs = now.getTime() - Date.parse(startedAt);
  // A clock behind the state's start, or an unreadable start, leaves the seeded amount.
  const steps = Number.isFinite(elapsedMs) && elapsedMs > 0 ? Math.floor(elapsedMs / DEMO_JACKPOT_STEP_MS) : 0;
  return seeded + steps * DEMO_JACKPOT_STEP_WON;
}
