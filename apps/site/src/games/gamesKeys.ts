// SWR keys of the mini-game list and entry check, each named by what it reads (the boards' keys sit beside their reads in queries.ts).

/** Every mini-game (the route finds its game and siblings here). */
export const minigameListKey = 'minigame:list';

/** A mini-game's entry check (betting-core.md section 4); null while there is no game to check. */
export const minigameEntryKey = (gameId: number | null) => (gameId === null ? null : `minigame:entry:${gameId}`);

