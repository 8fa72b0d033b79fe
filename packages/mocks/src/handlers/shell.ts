// Routes of the shell (site-and-member-services.md section 7): sport tree, settings, boards, popups, jackpot.
import type { HttpHandler } from 'msw';
import { fail, queryNumber, route, stateOf, type DemoContext } from '../backend/http';

/** Board categories the /board call serves, by the route names of the notice pages. */
const BOARD_CATEGORIES = ['notice', 'event', 'betting_rule'] as const;

export function shellHandlers(ctx: DemoContext): HttpHandler[] {
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
    route(ctx, 'get', '/jackpot', () => ({ jackpot: data().settings.jackpot })),
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
    route(ctx, 'get', '/boardPopup', () => data().popups),
  ];
}
