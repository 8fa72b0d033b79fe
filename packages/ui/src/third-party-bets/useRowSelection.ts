import { useCallback, useMemo, useState } from 'react';

/** A row a list can select: anything with a numeric id. */
interface SelectableRow {
  readonly id: number;
}

/** The selection of a list (third-party bets, messages). */
export interface RowSelection<Row extends SelectableRow = SelectableRow> {
  /** Rows selected. */
  readonly count: number;
  /** 'all', 'some' or 'none', for the select-all checkbox. */
  readonly state: 'all' | 'some' | 'none';
  /** The same as a radix checkbox's `checked`: true, 'indeterminate' or false. */
  readonly allChecked: boolean | 'indeterminate';
  /** True when the row is selected. */
  readonly isSelected: (id: number) => boolean;
  /** Selects or unselects one row. */
  readonly toggle: (row: Row) => void;
  /** Selects every row, or none. */
  readonly setAll: (selected: boolean) => void;
  /** The selected rows: in list order when all were selected, else in the order they were picked. */
  readonly selectedRows: () => readonly Row[];
}

/**
 * "All" is a flag plus the rows left out, and "some" the rows picked, so selecting all of 100,000
 * rows is one state update, not 100,000 set insertions. A new `bets` list starts a new selection.
 */
interface SelectionState<Row> {
  readonly bets: readonly Row[];
  readonly all: boolean;
  /** Picked rows when `all` is false, left-out rows when it is true. */
  readonly marked: ReadonlyMap<number, Row>;
}

const sharedEmpty: ReadonlyMap<number, unknown> = new Map();
/** One empty map for every list: an unchanged empty selection keeps its identity across renders. */
const noMarks = <Row,>() => sharedEmpty as ReadonlyMap<number, Row>;

/** Row selection for a list's checkboxes, reset whenever the list changes (after a delete, a refetch). */
export function useRowSelection<Row extends SelectableRow>(bets: readonly Row[]): RowSelection<Row> {
  const [stored, setStored] = useState<SelectionState<Row>>({ bets, all: false, marked: noMarks<Row>() });
  const current: SelectionState<Row> = stored.bets === bets ? stored : { bets, all: false, marked: noMarks<Row>() };
  const { all, marked } = current;
  const count = all ? bets.length - marked.size : marked.size;
  const toggle = useCallback(
    (bet: Row) =>
      setStored((previous) => {
        const base: SelectionState<Row> = previous.bets === bets ? previous : { bets, all: false, marked: noMarks<Row>() };
        const next = new Map(base.marked);
        if (next.has(bet.id)) next.delete(bet.id);
        else next.set(bet.id, bet);
        return { ...base, marked: next };
      }),
    [bets],
  );
  const setAll = useCallback((selected: boolean) => setStored({ bets, all: selected, marked: noMarks<Row>() }), [bets]);
  return useMemo(
    () => ({
      count,
      state: count === 0 ? 'none' : count === bets.length ? 'all' : 'some',
      allChecked: count === 0 ? false : count === bets.length ? true : 'indeterminate',
      isSelected: (id: number) => all !== marked.has(id),
      toggle,
      setAll,
      selectedRows: () => {
        if (!all) return [...marked.values()];
        return marked.size === 0 ? bets : bets.filter((bet) => !marked.has(bet.id));
      },
    }),
    [all, marked, count, bets, toggle, setAll],
  );
}
