// The odds boards' entities: what a pre-match, in-play, virtual or mini-game board draws.
// Not in spec: the board calls are not shown; @betkit/api answers these shapes.
import type { Selection } from '../entities';

/** One price on a board, carrying every field a slip selection needs. */
export interface BoardBet {
  /** The odds id (a selection's `id`). */
  id: number;
  /** 1, X, 2, Over, Under, Odd, Even or a label. */
  betName: string;
  betLine?: string | null;
  betBaseline?: string | null;
  /** The current price. */
  betPrice: number;
  /** The price's version; a bet sent with an older version is answered with an odds change. */
  version: number;
  /** 1 open, 2 suspended, 3 settled. */
  betStatus: number;
  lastUpdate: string;
}

/** One market on a board. */
export interface BoardMarket {
  marketId: number;
  /** English market name (1X2, Under/Over, Asian Handicap, …). */
  marketName: string;
  /** The Korean label (from the domain dictionary). */
  marketNameKorean: string;
  bets: BoardBet[];
}

/** One fixture on the pre-match or in-play board. */
export interface BoardFixture {
  fixtureId: number;
  sportId: number;
  sportName: string;
  sportNameKorean: string;
  locationId: number;
  locationName: string;
  leagueId: number;
  leagueName: string;
  homeName: string;
  awayName: string;
  /** Start time (Korean time, 'YYYY-MM-DD HH:mm:ss'). */
  startdate: string;
  providerId: number;
  providerName: string;
  markets: BoardMarket[];
  /** In-play only: the score as 'home:away'. */
  score?: string;
  /** In-play only: the game status code (domain game-status dictionary). */
  gameStatus?: number;
  /** In-play only: minutes played, when the sport has a clock. */
  clock?: number;
}

/** One page of the pre-match board. */
export interface BoardPage {
  items: BoardFixture[];
  totalCount: number;
  page: number;
  perpage: number;
}

/** The names a board's selection carries for the slip to show (the Selection entity has none). */
export interface SelectionNames {
  readonly homeName?: string;
  readonly awayName?: string;
  readonly leagueName?: string;
}

/** A selection as a board adds it: the spec's Selection plus the game's names. */
export type BoardSelection = Selection & SelectionNames;
