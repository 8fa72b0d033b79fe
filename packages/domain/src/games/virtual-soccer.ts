// The virtual-soccer streams (site-and-member-services.md sections 3, 4 and 7): GET /vet3/Soccer's game list and
// stream list, matched to the four soccer leagues' titles.
import { sameId } from '../read';

/** A text field of the answer; anything else reads as ''. */
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Spec 4: the virtual-soccer titles matched to stream URLs. */
export const VIRTUAL_SOCCER_TITLES = ['Premiership', 'Euro Cup', 'Superleague', 'World Cup'] as const;

/** One of the four virtual-soccer titles. */
export type VirtualSoccerTitle = (typeof VIRTUAL_SOCCER_TITLES)[number];

/** A game of the /vet3/Soccer gamelist. */
export interface VirtualSoccerGame {
  /** Title. */ title?: unknown;
  /** Sequence, matched to a stream's idx. */ seq?: unknown;
}

/** A stream of the /vet3/Soccer streamlist. */
export interface VirtualSoccerStream {
  /** Index, matched to a game's seq. */ idx?: unknown;
  /** Stream URL. */ url?: unknown;
}

/** Each title's stream URL, or null when no stream matches it. */
export type VirtualSoccerStreamUrls = Record<VirtualSoccerTitle, string | null>;

/**
 * Spec 4: "lists are reversed before matching; titles Premiership, Euro Cup, Superleague and World Cup are
 * matched to stream URLs". Each title takes the first game (after reversal) whose title contains it, and that
 * game's seq picks the first stream (after reversal) with the same idx; null when any link is missing.
 */
export function matchVirtualSoccerStreams(
  games: readonly VirtualSoccerGame[] | null | undefined,
  streams: readonly VirtualSoccerStream[] | null | undefined,
): VirtualSoccerStreamUrls {
  const reversedGames = Array.isArray(games) ? [...games].reverse() : [];
  const reversedStreams = Array.isArray(streams) ? [...streams].reverse() : [];
  const urlFor = (title: VirtualSoccerTitle): string | null => {
    const game = reversedGames.find((g) => textOf(g?.title).toLowerCase().includes(title.toLowerCase()));
    if (!game) return null;
    const url = textOf(reversedStreams.find((s) => sameId(s?.idx, game.seq))?.url).trim();
    return url === '' ? null : url;
  };
  return {
    Premiership: urlFor('Premiership'),
    'Euro Cup': urlFor('Euro Cup'),
    Superleague: urlFor('Superleague'),
    'World Cup': urlFor('World Cup'),
  };
}

/**
 * Spec 7: "GET /vet3/Soccer (second item gamelist, third streamlist)", matched as above. Null when the answer is
 * not that shape (not a list, or its second or third item not a list): a broken answer is a failure, never "no stream".
 */
export function readVirtualSoccerStreams(answer: unknown): VirtualSoccerStreamUrls | null {
  if (!Array.isArray(answer)) return null;
  const [, games, streams] = answer as unknown[];
  if (!Array.isArray(games) || !Array.isArray(streams)) return null;
  return matchVirtualSoccerStreams(games as VirtualSoccerGame[], streams as VirtualSoccerStream[]);
}
