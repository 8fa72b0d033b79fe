import { useCallback, useMemo, useState } from 'react';
import type { ThirdPartyBet } from '@betkit/domain';

/** The selection of a third-party bet list. */
export interface RowSelection {
  /** Rows selected. */
  readonly count: number;
  /** 'all', 'some' or 'none', for the select-all checkbox. */
  readonly state: 'all' | 'some' | 'none';
  /** True when the row is selected. */
  readonly isSelected: (id: number) => boolean;
  /** Selects or unselects one row. */
  readonly toggle: (bet: ThirdPartyBet) => void;
  /** Selects every row, or none. */
  readonly setAll: (selected: boolean) => void;
  /** The selected rows: in list order when all were selected, else in the order they were picked. */
  readonly selectedBets: () => readonly ThirdPartyBet[];
}

/**
 * "All" is a flag plus the rows left out, and "some" the rows picked, so selecting all of 100,000
 * rows is one state update, not 100,000 set insertions. A new `bets` list starts a new selection.
 */
interface SelectionState {
  readonly bets: readonly ThirdPartyBet[];
  readonly all: boolean;
  /** Picked rows when `all` is false, left-out rows when it is true. */
  readonly marked: ReadonlyMap<number, ThirdPartyBet>;
}

const noRows: ReadonlyMap<number, ThirdPartyBet> = new Map();

/** Row selection for ThirdPartyBetTable, reset whenever the list changes (after a delete, a refetch). */
export function useRowSelection(bets: readonly ThirdPartyBet[]): RowSelection {
  const [stored, setStored] = useState<SelectionState>({ bets, all: false, marked: noRows });
  const current: SelectionState = stored.bets === bets ? stored : { bets, all: false, marked: noRows };
  const { all, marked } = current;
  const count = all ? bets.length - marked.size : marked.size;
  const toggle = useCallback(
    (bet: ThirdPartyBet) =>
      setStored((previous) => {
        const base = previous.bets === bets ? previous : { bets, all: false, marked: noRows };
        const next = new Map(base.marked);
        if (next.has(bet.id)) next.delete(bet.id);
        else next.set(bet.id, bet);
        return { ...base, marked: next };
      }),
    [bets],
  );
  const setAll = useCallback((selected: boolean) => setStored({ bets, all: selected, marked: noRows }), [bets]);
  return useMemo(
    () => ({
      count,
      state: count === 0 ? 'none' : count === bets.length ? 'all' : 'some',
      isSelected: (id: number) => all !== marked.has(id),
      toggle,
      setAll,
      selectedBets: () => {
        if (!all) return [...marked.values()];
        return marked.size === 0 ? bets : bets.filter((bet) => !marked.has(bet.id));
      },
    }),
    [all, marked, count, bets, toggle, setAll],
  );
}
