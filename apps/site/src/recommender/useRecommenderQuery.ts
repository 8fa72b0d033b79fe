// A recommender list's period and page in the URL, so a reload or the back button shows the same list.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dateRangePreset, periodInterval, type SettlementPeriod } from '@betkit/domain';
import { useSite } from '../app/runtime';

/** Not in spec: a tab opens on the last 30 days (betting-core §9's '30 days' preset), a recommender's settlement month. */
const DEFAULT_PRESET = '1month';

/** What the URL says about a tab's list, and how to change it. */
export interface RecommenderQuery {
  /** The applied period: the URL's when valid, else the default preset's. */
  readonly period: SettlementPeriod;
  /** The page, 1-based. */
  readonly page: number;
  /** Applies a period (back to page 1). */
  readonly setPeriod: (period: SettlementPeriod) => void;
  readonly setPage: (page: number) => void;
}

/** The tab's period and page from the URL (?from&to&page). */
export function useRecommenderQuery(): RecommenderQuery {
  const [params, setParams] = useSearchParams();
  const { now } = useSite();
  const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const { from, to } = (periodInterval(asked) ? asked : dateRangePreset(DEFAULT_PRESET, now())) ?? asked;
  const pageAsked = Number(params.get('page'));
  const setPeriod = useCallback((next: SettlementPeriod) => setParams({ from: next.from, to: next.to }), [setParams]);
  const setPage = useCallback(
    (page: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );
  return {
    period: useMemo(() => ({ from, to }), [from, to]),
    page: Number.isInteger(pageAsked) && pageAsked > 0 ? pageAsked : 1,
    setPeriod,
    setPage,
  };
}
