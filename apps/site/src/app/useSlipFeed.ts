import { useEffect } from 'react';
import type { SlipArea, SlipSelection } from '@betkit/ui';
import { pickedIds, slipChanges, type BoardWithMarkets } from '@betkit/domain';
import { useSlip } from '../betting/context';
import { reportStale } from './freshness';
import { useSite } from './runtime';

/** The freshness source a polled board reports to (the slip warns and bets wait while it fails). */
const ODDS_SOURCE = 'odds';

/** What a board needs from its slip: the picks, the press, and what to do with each refresh. */
export interface SlipFeed {
  /** The slip's picks (the mini-game and virtual boards mark theirs by game and odds id). */
  selections: readonly SlipSelection[];
  /** Odds ids on the slip. */
  picked: ReadonlySet<string>;
  /** A bet button's press. */
  pick: (selection: SlipSelection) => void;
  /** A refresh succeeded: prices are fresh, and picks whose price or version moved are changed on the slip. */
  onBoard: (boards: readonly BoardWithMarkets[]) => void;
  /** A refresh failed: the slip's prices may be stale. */
  onBoardError: () => void;
}

/** Joins every polled board (sports, mini-game, virtual) to its area's slip (SWR's onSuccess/onError call the handlers). */
export function useSlipFeed(area: SlipArea): SlipFeed {
  const slip = useSlip(area);
  const { freshness } = useSite().stores;
  // A board that leaves while failing must not hold bets back on the next screen.
  useEffect(() => () => reportStale(freshness, ODDS_SOURCE, false), [freshness]);
  return {
    selections: slip.selections,
    picked: pickedIds(slip.selections),
    pick: slip.toggle,
    onBoard: (boards) => {
      reportStale(freshness, ODDS_SOURCE, false);
      for (const moved of slipChanges(slip.selections, boards)) slip.change(moved);
    },
    onBoardError: () => reportStale(freshness, ODDS_SOURCE, true),
  };
}
