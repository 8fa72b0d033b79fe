// Third-party (casino-style) game launch (betting-core.md sections 4, 7 and 8) as a pure state
// machine: a driver performs each state's request or window.open and feeds back what happened.
//
//   idle ─launch→ loadingGames ─gamesLoaded→ loadingLink ─linkLoaded→ opening ─windowOpened→ opened
//     │               │ gamesFailed / no game    │ linkFailed / no link     │ popupBlocked
//     └ not logged in ┴──────────────────────────┴──────────────→ failed { alert } ←┘
//
// Events that do not fit the current state are ignored (a late answer after a reset changes nothing).
import { bettingMessages } from '../messages';

/** The play-link platform, chosen by viewport width. */
export type LaunchPlatform = 'MOBILE' | 'PC';

/** Widest viewport still treated as mobile, in CSS pixels. */
export const MOBILE_MAX_WIDTH = 767;

/** The platform for a viewport width: 767 px or less is MOBILE, anything else (or no number) PC. */
export function platformForViewport(width: unknown): LaunchPlatform {
  return typeof width === 'number' && width <= MOBILE_MAX_WIDTH ? 'MOBILE' : 'PC';
}

/** The game list call's path, as the spec writes it (no leading slash). */
export const GAME_LIST_PATH = 'enjoycx/gamelist';
/** The play link call's path. */
export const PLAY_PATH = '/enjoycx/play';

/** Query of GET enjoycx/gamelist. */
export interface GameListQuery {
  /** The provider's code. */
  readonly thirdpartycode: string;
}

/** Query of GET /enjoycx/play. */
export interface PlayQuery {
  /** The member's user id. */
  readonly userid: string;
  /** The provider's code. */
  readonly thirdpartycode: string;
  /** The game's code from the game list. */
  readonly gamecode: string;
  /** MOBILE or PC. */
  readonly platform: LaunchPlatform;
}

/** The game list query for a provider code. */
export function gameListQuery(thirdPartyCode: string): GameListQuery {
  return { thirdpartycode: thirdPartyCode };
}

/** The play link query; the spec's lower-case parameter names. */
export function playQuery(args: {
  readonly userId: string;
  readonly thirdPartyCode: string;
  readonly gameCode: string;
  readonly platform: LaunchPlatform;
}): PlayQuery {
  return { userid: args.userId, thirdpartycode: args.thirdPartyCode, gamecode: args.gameCode, platform: args.platform };
}

/** One entry of the game list's data.list. */
export interface GameListItem {
  /** The game code passed to the play call. */
  readonly code?: string | number | null;
}

/** Where a launch is. */
export type LaunchState =
  | { readonly status: 'idle' }
  | {
      readonly status: 'loadingGames';
      readonly userId: string;
      readonly platform: LaunchPlatform;
      readonly request: { readonly path: typeof GAME_LIST_PATH; readonly query: GameListQuery };
    }
  | { readonly status: 'loadingLink'; readonly request: { readonly path: typeof PLAY_PATH; readonly query: PlayQuery } }
  | { readonly status: 'opening'; readonly link: string }
  | { readonly status: 'opened'; readonly link: string }
  | { readonly status: 'failed'; readonly alert: string };

/** What can happen during a launch. */
export type LaunchEvent =
  | {
      readonly type: 'launch';
      /** The member's user id; absent or blank means not logged in. */
      readonly userId?: string | null;
      readonly thirdPartyCode: string;
      readonly viewportWidth: number;
    }
  | { readonly type: 'gamesLoaded'; /** The answer's data.list. */ readonly list: readonly GameListItem[] | null | undefined }
  | { readonly type: 'gamesFailed' }
  | { readonly type: 'linkLoaded'; /** The answer's data.link. */ readonly link: string | null | undefined }
  | { readonly type: 'linkFailed' }
  | { readonly type: 'windowOpened' }
  | { readonly type: 'popupBlocked' }
  | { readonly type: 'reset' };

/** A launch that has not started. */
export const initialLaunchState: LaunchState = { status: 'idle' };

const fail = (alert: string): LaunchState => ({ status: 'failed', alert });
const maintenance = (): LaunchState => fail(bettingMessages.underMaintenance);

function isFilled(value: unknown): value is string | number {
  return (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value));
}

/** The first game code in a game list, or undefined when the list is empty or malformed. */
export function firstGameCode(list: unknown): string | undefined {
  if (!Array.isArray(list)) return undefined;
  for (const item of list as unknown[]) {
    const code = typeof item === 'object' && item !== null ? (item as GameListItem).code : undefined;
    if (isFilled(code)) return String(code);
  }
  return undefined;
}

/**
 * The next launch state. A launch may start from any state but a running one; without a user id it
 * fails with '로그인 후 이용해주세요.'. The first game of the provider's list is played (the spec
 * launches by provider, not by game); no game, no link or a failed call gives '점검중입니다.'; a
 * blocked popup gives the spec's two-line popup message.
 */
export function launchTransition(state: LaunchState, event: LaunchEvent): LaunchState {
  if (event.type === 'reset') return initialLaunchState;
  switch (state.status) {
    case 'idle':
    case 'opened':
    case 'failed': {
      if (event.type !== 'launch') return state;
      if (!isFilled(event.userId)) return fail(bettingMessages.loginRequired);
      if (!isFilled(event.thirdPartyCode)) return maintenance();
      return {
        status: 'loadingGames',
        userId: String(event.userId),
        platform: platformForViewport(event.viewportWidth),
        request: { path: GAME_LIST_PATH, query: gameListQuery(String(event.thirdPartyCode)) },
      };
    }
    case 'loadingGames': {
      if (event.type === 'gamesFailed') return maintenance();
      if (event.type !== 'gamesLoaded') return state;
      const gameCode = firstGameCode(event.list);
      if (gameCode === undefined) return maintenance();
      const query = playQuery({
        userId: state.userId,
        thirdPartyCode: state.request.query.thirdpartycode,
        gameCode,
        platform: state.platform,
      });
      return { status: 'loadingLink', request: { path: PLAY_PATH, query } };
    }
    case 'loadingLink': {
      if (event.type === 'linkFailed') return maintenance();
      if (event.type !== 'linkLoaded') return state;
      return typeof event.link === 'string' && event.link.trim() !== ''
        ? { status: 'opening', link: event.link }
        : maintenance();
    }
    case 'opening': {
      if (event.type === 'windowOpened') return { status: 'opened', link: state.link };
      if (event.type === 'popupBlocked') return fail(bettingMessages.popupBlocked);
      return state;
    }
    default:
      // A malformed state (not one of the union) restarts from idle rather than throwing.
      return initialLaunchState;
  }
}
