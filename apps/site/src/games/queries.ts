// The game screens' reads and their SWR keys (the mini-game list, which the sport tree reads too, is app/queries.ts'): the entry check, a mini-game's open round, a virtual
// league's next games and a game's odds, each polled. The round and the odds feed the slip (useSlipFeed), so a
// refreshed price reaches a pick as on the sports boards.
import useSWR from 'swr';
import { getMinigameEvents, getMinigameSetting, getVirtualGames, getVirtualOdds, getVirtualSoccerStreams } from '@betkit/api';
import { minigameCheckFailureMessage, minigameEntry, readVirtualSoccerStreams, type MinigameEntryResult } from '@betkit/domain';
import { errorText } from '../app/errors';
import { useSite } from '../app/runtime';
import { virtualLabels } from './labels';
import type { SlipFeed } from '../app/useSlipFeed';
import type { VirtualLeague } from './virtualLeagues';

/** How often the round is re-read: a new round starts when the last one closes. Not in spec. */
const ROUND_REFRESH_MS = 5_000;

/** How often the next games and the chosen game's odds are re-read. Not in spec. */
const VIRTUAL_REFRESH_MS = 15_000;

/** What a polled board tells its slip. */
type BoardFeed = Pick<SlipFeed, 'onBoard' | 'onBoardError'>;

/** A mini-game's entry check (betting-core.md section 4); null while there is no game to check. */
export const minigameEntryKey = (gameId: number | null) => (gameId === null ? null : `minigame:entry:${gameId}`);

/** A mini-game's open round. */
export const minigameRoundKey = (gameId: number) => `minigame:events:${gameId}`;

/** A virtual league's next games. */
export const virtualGamesKey = (league: Pick<VirtualLeague, 'sportsType' | 'league'>) => `virtual:games:${league.sportsType}:${league.league}`;

/** The virtual-soccer stream list (one answer for the four soccer leagues). */
export const virtualSoccerStreamsKey = 'virtual:soccer-streams';

/** A virtual game's odds. */
export const virtualOddsKey = (fixtureId: number) => `virtual:odds:${fixtureId}`;

/** GET a mini-game's open round, every few seconds; each answer (or failure) goes to the slip. */
export function useMinigameRound(gameId: number, feed: BoardFeed) {
  const { client } = useSite();
  return useSWR(minigameRoundKey(gameId), () => getMinigameEvents(client, gameId), {
    refreshInterval: ROUND_REFRESH_MS,
    onSuccess: feed.onBoard,
    onError: feed.onBoardError,
  });
}

/** GET a virtual league's next games, polled. */
export function useVirtualGames(league: VirtualLeague) {
  const { client } = useSite();
  return useSWR(virtualGamesKey(league), () => getVirtualGames(client, { sportsType: league.sportsType, league: league.league }), {
    refreshInterval: VIRTUAL_REFRESH_MS,
  });
}

/** GET a virtual game's odds, polled; each answer (or failure) goes to the slip. */
export function useVirtualOdds(fixtureId: number, feed: BoardFeed) {
  const { client } = useSite();
  return useSWR(virtualOddsKey(fixtureId), () => getVirtualOdds(client, fixtureId), {
    refreshInterval: VIRTUAL_REFRESH_MS,
    onSuccess: (odds) => feed.onBoard([odds]),
    onError: feed.onBoardError,
  });
}

/**
 * GET /vet3/Soccer, read into each soccer title's stream URL (null: no stream matches it); an answer of another shape
 * is a failure. Not polled (not in spec): a league's page reads it once, and again on the member's retry or return.
 */
export function useVirtualSoccerStreams() {
  const { client } = useSite();
  return useSWR(virtualSoccerStreamsKey, async () => {
    const streams = readVirtualSoccerStreams(await getVirtualSoccerStreams(client));
    if (!streams) throw new Error(virtualLabels.streamsUnreadable);
    return streams;
  });
}

// The mini-game entry check (betting-core.md sections 4 and 8): the game's setting is read before the game opens;
// the domain's `minigameEntry` says open, maintenance, or which failure text to alert.

/** The check's verdict while it runs (undefined) and after, with a way to run it again. */
export interface MinigameEntryState {
  /** open, maintenance, or failed with its alert text; undefined while checking. */
  readonly result: MinigameEntryResult | undefined;
  /** Runs the check again. */
  readonly retry: () => void;
}

/** Runs the entry check for a mini-game id (null: no game yet); a failure is alerted once per check. */
export function useMinigameEntry(gameId: number | null): MinigameEntryState {
  const { client, dialogs } = useSite();
  const { data, mutate } = useSWR(
    minigameEntryKey(gameId),
    async (): Promise<MinigameEntryResult> => {
      try {
        return minigameEntry({ ok: true, setting: await getMinigameSetting(client, gameId ?? 0) });
      } catch (error) {
        // Only the server's own words count as its text; no text (or no answer) gives the default.
        const serverText = errorText(error, minigameCheckFailureMessage(undefined), { ownWordsOnly: true });
        return minigameEntry({ ok: false, serverText });
      }
    },
    {
      // A check answers for this visit: no focus re-checks, and each failure alerts once.
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      onSuccess: (result) => {
        if (result.mode === 'failed') void dialogs.alert(result.alert);
      },
    },
  );
  return { result: data, retry: () => void mutate() };
}
