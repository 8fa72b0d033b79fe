// SWR keys of the game screens (mini-games and virtual sports), each named by what it reads.
import type { VirtualLeague } from './virtualLeagues';

/** Every mini-game (the route finds its game and siblings here). */
export const minigameListKey = 'minigame:list';

/** A mini-game's entry check (betting-core.md section 4); null while there is no game to check. */
export const minigameEntryKey = (gameId: number | null) => (gameId === null ? null : `minigame:entry:${gameId}`);

/** A mini-game's open round. */
export const minigameRoundKey = (gameId: number) => `minigame:events:${gameId}`;

/** A virtual league's next games. */
export const virtualGamesKey = (league: Pick<VirtualLeague, 'sportsType' | 'league'>) => `virtual:games:${league.sportsType}:${league.league}`;

/** A virtual game's odds. */
export const virtualOddsKey = (fixtureId: number) => `virtual:odds:${fixtureId}`;
