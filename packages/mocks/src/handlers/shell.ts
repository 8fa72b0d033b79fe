// Routes of the shell (site-and-member-services.md section 7): sport tree, settings, boards, popups, jackpot.
import { canWriteNotice, formatSeoulDateTime, noticeDraftMessage, noticeMessages } from '@betkit/domain';
import { fail, jsonBody, memberOf, nextId, queryNumber, route, stateOf, type DemoContext, type DemoRoute } from '../backend/http';
import { demoJackpot } from '../backend/jackpot';

/** Board categories the /board call serves, by the route names of the notice pages. */
const BOARD_CATEGORIES = ['notice', 'event', 'betting_rule'] as const;

export function shellHandlers(ctx: DemoContext): DemoRoute[] {
  const data = () => stateOf(ctx).data;
  return [
    route(ctx, 'get', '/sports-prematch/sports', () => data().sports),
    route(ctx, 'get', '/sports-prematch/location', ({ url }) => {
      const sport = data().sports.find(({ sport_id }) => sport_id === queryNumber(url, 'sportId'));
      return sport?.locations ?? [];
    }),
    route(ctx, 'get', '/sports-prematch/league', ({ url }) => {
      const sport = data().sports.find(({ sport_id }) => sport_id === queryNumber(url, 'sportId'));
      const location = sport?.locations.find(({ location_id }) => location_id === queryNumber(url, 'locationId'));
      return location?.leagues ?? [];
    }),
    route(ctx, 'get', '/jackpot', () => ({ jackpot: demoJackpot(data().settings.jackpot, stateOf(ctx).startedAt, ctx.now()) })),
    route(ctx, 'get', '/setting/user', () => {
      const { siteTopNotice, revolutionMaintenanceFlag, siteNoticeFlg } = data().settings;
      return { siteTopNotice, revolutionMaintenanceFlag, siteNoticeFlg };
    }),
    route(ctx, 'get', '/settingSignUp', () => ({ joinStartEndFlg: data().settings.joinStartEndFlg })),
    route(ctx, 'get', '/boardEvent', () => data().events),
    route(ctx, 'get', '/boardNotice', () => data().notices),
    route(ctx, 'get', '/board', ({ url }) => {
      const category = url.searchParams.get('category') ?? 'notice';
      if (!(BOARD_CATEGORIES as readonly string[]).includes(category)) fail(404, '게시판을 찾을 수 없습니다.');
      const posts = category === 'event' ? data().events : category === 'betting_rule' ? data().rules : data().notices;
      const page = Math.max(1, queryNumber(url, 'page') ?? 1);
      const perpage = Math.min(100, Math.max(1, queryNumber(url, 'perpage') ?? 5));
      return { list: posts.slice((page - 1) * perpage, page * perpage), totalCount: posts.length };
    }),
    // Not in spec: how a notice is written; role 1 writes one (spec 6), with the domain's checks, newest first.
    route(ctx, 'post', '/board', async ({ request }) => {
      const member = memberOf(ctx, request);
      if (!canWriteNotice(member)) fail(403, noticeMessages.writeForbidden);
      const { category, title, contents } = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
      if (category !== 'notice') fail(400, '공지 게시판에만 작성할 수 있습니다.');
      const problem = noticeDraftMessage({ title, contents });
      if (problem) fail(400, problem);
      const post = { id: nextId(ctx), title: String(title).trim(), contents: String(contents).trim(), createdAt: formatSeoulDateTime(ctx.now()), category: 'notice' };
      data().notices.unshift(post);
      return post;
    }),
    route(ctx, 'get', '/boardPopup', () => data().popups),
  ];
}
