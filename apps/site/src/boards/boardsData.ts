import { getBoardPage, getEvents, getNotices, type ApiClient } from '@betkit/api';
import { boardEntries, NOTICE_WIDGET_PAGE_SIZE, toFiniteNumber, type BoardEntry } from '@betkit/domain';
import { useBoardRead, type BoardRead } from './boardRead';

export type { BoardRead } from './boardRead';

/** The boards the /board routes show. */
export type BoardKind = 'notice' | 'event' | 'betting_rule';

/** Not in spec: how many betting rules /board/betting_rule reads at once (the rules are few and read together). */
const RULES_PER_PAGE = 100;

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
