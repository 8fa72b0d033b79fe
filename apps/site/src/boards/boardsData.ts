import useSWR from 'swr';
import { getBoardPage, getEvents, getJackpot, getNotices, type ApiClient } from '@betkit/api';
import { boardEntries, NOTICE_WIDGET_PAGE_SIZE, toFiniteNumber, type BoardEntry } from '@betkit/domain';
import { loadErrorText } from '../app/loadErrorText';
import { useSite } from '../app/runtime';

/** The boards the /board routes show. */
export type BoardKind = 'notice' | 'event' | 'betting_rule';

/** Not in spec: how many betting rules /board/betting_rule reads at once (the rules are few and read together). */
const RULES_PER_PAGE = 100;

/** A board read's state, as every board screen shows it. */
export interface BoardRead<T> {
  /** The answer, or undefined until the first one. */
  readonly data: T | undefined;
  /** Why it could not be read (the server's text), or null. */
  readonly error: string | null;
  /** Reads it again. */
  readonly retry: () => Promise<unknown>;
}

/** Not in spec: boards change rarely, so a focus does not read them again; a visit does. */
const boardOptions = { revalidateOnFocus: false } as const;

function useBoardRead<T>(key: string | null, read: (client: ApiClient) => Promise<T>, refreshInterval?: number): BoardRead<T> {
  const { client } = useSite();
  const { data, error, mutate } = useSWR(key, () => read(client), { ...boardOptions, refreshInterval });
  return { data, error: error === undefined ? null : loadErrorText(error), retry: () => mutate() };
}

/** Each board's call: GET /boardNotice?noticeType=0, GET /boardEvent, GET /board?category=betting_rule. */
const boardReads: Record<BoardKind, (client: ApiClient) => Promise<BoardEntry[]>> = {
  notice: async (client) => boardEntries(await getNotices(client)),
  event: async (client) => boardEntries(await getEvents(client)),
  betting_rule: async (client) =>
    boardEntries((await getBoardPage(client, { category: 'betting_rule', page: 1, perpage: RULES_PER_PAGE })).list),
};

/** A whole board's posts (junk rows dropped). */
export function useBoard(kind: BoardKind): BoardRead<BoardEntry[]> {
  return useBoardRead(`site:board:${kind}`, boardReads[kind]);
}

/** One page of notices and the number of all (GET /board?category=notice&page&perpage=5). */
export interface NoticePage {
  readonly list: BoardEntry[];
  readonly totalCount: number;
}

/** Spec 7 and 9: notices 5 a page, for the widget (page 1) and /community/notice. */
export function useNoticePage(page: number, enabled = true): BoardRead<NoticePage> {
  return useBoardRead(enabled ? `site:board:notice-page:${page}` : null, async (client) => {
    const answer = await getBoardPage(client, { category: 'notice', page, perpage: NOTICE_WIDGET_PAGE_SIZE });
    const list = boardEntries(answer?.list);
    return { list, totalCount: toFiniteNumber(answer?.totalCount) ?? list.length };
  });
}

/** Spec 9: the jackpot counter goes up after 30 seconds: the value is read again every 30 s. */
export const JACKPOT_REFRESH_MS = 30_000;

/** GET /jackpot: the jackpot value, read again every 30 seconds. */
export function useJackpot(): BoardRead<number> {
  return useBoardRead(
    'site:jackpot',
    async (client) => toFiniteNumber((await getJackpot(client))?.jackpot) ?? 0,
    JACKPOT_REFRESH_MS,
  );
}
