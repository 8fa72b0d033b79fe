// A list's state in the URL (period, page, search, sort), so a reload or the back button shows the same list: the partner
// and recommender areas' pages read it.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dateRangePreset, periodInterval, type DateRangePreset, type SettlementPeriod } from '@betkit/domain';
import { useSite } from './runtime';

/** The query names of a list page's state. */
const QUERY = { from: 'from', to: 'to', page: 'page', search: 'q', sort: 'sort' } as const;

/** What the URL says about a page's list, and how to change it. */
export interface ListQuery {
  /** The applied period: the URL's when valid, else the area's default preset's. */
  readonly period: SettlementPeriod;
  /** The page, 1-based. */
  readonly page: number;
  /** The search text ('' for none). */
  readonly search: string;
  /** The sort key as the list names it ('' for the server's order). */
  readonly sort: string;
  /** Applies a period (back to page 1). */
  readonly setPeriod: (period: SettlementPeriod) => void;
  readonly setPage: (page: number) => void;
  /** Applies a search (back to page 1). */
  readonly setSearch: (search: string) => void;
  /** Applies a sort (back to page 1). */
  readonly setSort: (sort: string) => void;
}

/** A positive whole page from the query, else 1. */
function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The page's list state from the URL; without a valid period there, the `defaultPreset`'s days up to today. */
export function useListQuery(defaultPreset: DateRangePreset): ListQuery {
  const [params, setParams] = useSearchParams();
  const { now } = useSite();
  const from = params.get(QUERY.from) ?? '';
  const to = params.get(QUERY.to) ?? '';
  const asked = { from, to };
  const period = (periodInterval(asked) ? asked : dateRangePreset(defaultPreset, now())) ?? asked;
  const change = useCallback(
    (values: Partial<Record<keyof typeof QUERY, string>>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(values)) {
          const key = QUERY[name as keyof typeof QUERY];
          if (value === '' || value === undefined) next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setParams],
  );
  return {
    period: useMemo(() => ({ from: period.from, to: period.to }), [period.from, period.to]),
    page: readPage(params.get(QUERY.page)),
    search: params.get(QUERY.search) ?? '',
    sort: params.get(QUERY.sort) ?? '',
    setPeriod: useCallback((next) => change({ from: next.from, to: next.to, page: '' }), [change]),
    setPage: useCallback((page) => change({ page: page > 1 ? String(page) : '' }), [change]),
    setSearch: useCallback((search) => change({ search, page: '' }), [change]),
    setSort: useCallback((sort) => change({ sort, page: '' }), [change]),
  };
}
