import { useEffect } from 'react';
import type { BoardFixture } from '@betkit/api';
import type { SlipArea, SlipSelection } from '@betkit/ui';
import { useSlip } from '../betting/context';
import { reportStale } from '../betting/freshness';
import { pickedIds, slipChanges } from '@betkit/domain';

/** The freshness source a polled board reports to (the slip warns and bets wait while it fails). */
const ODDS_SOURCE = 'odds';

/** What a board needs from its slip: the pressed buttons, the press, and what to do with each refresh. */
export interface SlipFeed {
  /** Odds ids on the slip. */
  picked: ReadonlySet<string>;
  /** A bet button's press. */
  pick: (selection: SlipSelection) => void;
  /** A refresh succeeded: prices are fresh, and picks whose price or version moved are changed on the slip. */
  onBoard: (fixtures: readonly BoardFixture[]) => void;
  /** A refresh failed: the slip's prices may be stale. */
  onBoardError: () => void;
}

/** Joins a polled board to an area's slip (SWR's onSuccess/onError call the handlers). */
export function useSlipFeed(area: SlipArea): SlipFeed {
  const slip = useSlip(area);
  // A board that leaves while failing must not hold bets back on the next screen.
  useEffect(() => () => reportStale(ODDS_SOURCE, false), []);
  return {
    picked: pickedIds(slip.selections),
    pick: slip.toggle,
    onBoard: (fixtures) => {
      reportStale(ODDS_SOURCE, false);
      for (const moved of slipChanges(slip.selections, fixtures)) slip.change(moved);
    },
    onBoardError: () => reportStale(ODDS_SOURCE, true),
  };
}
