// Named scenarios for every error and edge of both specs' section 8, each a list of handlers that goes
// in front of the demo backend: `parameters: { msw: { handlers: scenarios.oddsChanged } }` in a story,
// `server.use(...createScenarios({ baseUrl }).oddsChanged)` in a test.
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { resolveExtraPaths, type ExtraPaths } from '@betkit/api';
import { bettingMessages, couponMessages, holdemMessages } from '@betkit/domain';
import { createDemoBackend } from './demo-backend';
import { DEMO_STATUS_HEADER } from './demo-status';
import { xssCorpus } from './fixtures/xss-corpus';

/** Where the scenarios answer: the same base URL and paths as the client. */
export interface ScenarioOptions {
  baseUrl?: string;
  paths?: Partial<ExtraPaths>;
  /**
   * The scenarios answer from a service worker (the browser demo). Fetch's Response takes statuses 200–599
   * only, so a worker cannot send the spec's 600: it answers 599 with the status in DEMO_STATUS_HEADER, and
   * a client made with `readStatus: demoResponseStatus` reads 600. In Node (msw/node) the real 600 is sent.
   */
  serviceWorker?: boolean;
}

/** Not in spec: the text of the service-unavailable scenario's 503. */
export const SERVICE_UNAVAILABLE_TEXT = '서비스 점검 중입니다. 잠시 후 다시 이용해주세요.';

/** Every API route of the demo backend as [method, path], without its own /__demo routes. */
function apiRoutes(baseUrl: string, paths?: Partial<ExtraPaths>): { method: string; path: string }[] {
  return createDemoBackend({ baseUrl, paths })
    .routes.filter((route) => !route.path.includes('/__demo/'))
    .map((route) => ({ method: route.method.toLowerCase(), path: route.path }));
}

type Method = 'get' | 'post' | 'put' | 'delete';

/** Every scenario's name (`createScenarios` answers exactly these; the compiler checks both ways). */
export const scenarioNames = [
  'duplicateLogin', 'loggedOut', 'blockedIp', 'serverError', 'blankPage', 'serviceUnavailable', 'networkFailure',
  'loading', 'slow', 'malformedBodies', 'emptyLists', 'siteMaintenance', 'minigameMaintenance',
  'minigameSettingMissing', 'minigameCheckFailedWithText', 'minigameCheckFailed', 'holdemMaintenance',
  'signUpClosed', 'thirdPartyMaintenance', 'oddsChanged', 'betRefusedWithText', 'betRefused', 'betSlow',
  'cancelWindowClosed', 'cancelFailed', 'deleteFailed', 'deleteUnexpected', 'loginNotFound', 'loginFailed',
  'findPasswordFailed', 'changePasswordFailed', 'rouletteFailedWithText', 'rouletteFailed', 'couponFailed',
  'chargeCouponsIssued', 'conversionFailed', 'chargeFailed', 'xssContent', 'unreadMessage',
] as const;

/** The scenarios' names. */
export type ScenarioName = (typeof scenarioNames)[number];

/** Each scenario's handlers, to put in front of the demo backend. */
export type Scenarios = Record<ScenarioName, RequestHandler[]>;

/** Makes the scenarios for a base URL (stories use the page's own origin, ''). */
export function createScenarios({ baseUrl = '', paths, serviceWorker = false }: ScenarioOptions = {}): Scenarios {
  const url = (path: string) => `${baseUrl.replace(/\/+$/, '')}${path}`;
  const extra = resolveExtraPaths(paths);
  const routes = apiRoutes(baseUrl, paths);
  const every = (answer: () => Response | Promise<Response | undefined | void>): RequestHandler[] =>
    routes.map(({ method, path }) => http[method as Method](path, answer));
  const gets = (answer: () => Response | Promise<Response | undefined | void>): RequestHandler[] =>
    routes.filter(({ method }) => method === 'get').map(({ path }) => http.get(path, answer));
  const status = (code: number, body: string | null = null) => () =>
    serviceWorker && code > 599
      ? new HttpResponse(body, { status: 599, headers: { [DEMO_STATUS_HEADER]: String(code) } })
      : new HttpResponse(body, { status: code });
  const text = (code: number, body: string) => () => HttpResponse.text(body, { status: code });
  const json = (body: unknown) => () => HttpResponse.json(body as never);

  return {
    // ── The global response interceptor (betting-core.md section 8): every call answers the status ──
    /** 555: logged in on another device; the site logs out with '다른기기에서 로그인되어 로그아웃 됩니다.'. */
    duplicateLogin: every(status(555)),
    /** 556: logged out; '로그아웃 되었습니다.'. */
    loggedOut: every(status(556)),
    /** 406: blocked IP; '차단 당한 IP입니다.' then a blank page. */
    blockedIp: every(status(406)),
    /** 500: '예상치못한 문제가 발생했습니다.' and logout. */
    serverError: every(status(500)),
    /** 600: a blank page (from a service worker: 599 carrying 600 in DEMO_STATUS_HEADER, see ScenarioOptions). */
    blankPage: every(status(600)),
    /**
     * Not in spec: 503 with the server's text on the boards and game lists, a server fault the interceptor
     * does not act on: the screen shows the error page ('오류가 발생했습니다.', 503 and the text).
     */
    serviceUnavailable: [extra.prematchGames, extra.inplayGames, extra.minigameList, '/virtureGame'].map((path) =>
      http.get(url(path), text(503, SERVICE_UNAVAILABLE_TEXT)),
    ),

    // ── Network and body edges ──
    /** Every call fails to connect (status 0 in the client, '서버와 연결할 수 없습니다…'). */
    networkFailure: every(() => HttpResponse.error()),
    /** Every read waits forever: loading states. */
    loading: gets(async () => {
      await delay('infinite');
      return new HttpResponse(null);
    }),
    /** Every read answers after 3 seconds, then as the demo backend would (falls through). */
    slow: gets(async () => {
      await delay(3_000);
    }),
    /** Every read answers a body that is not the JSON it claims to be. */
    malformedBodies: gets(() => new HttpResponse('{"broken":', { headers: { 'Content-Type': 'application/json' } })),
    /** Every list is empty and every count 0. */
    emptyLists: [
      http.get(url('/sports-prematch/count'), json(0)),
      http.get(url('/sports-prematch/bettings'), json([])),
      http.get(url('/enjoycx/user/count'), json(0)),
      http.get(url('/enjoycx/user'), json([])),
      http.get(url('/message/user/:id'), json([])),
      http.get(url('/message/unread/:id'), json([])),
      http.get(url('/message/user/count'), json(0)),
      http.get(url('/point/user/:id'), json([])),
      http.get(url('/comp/user/:id'), json([])),
      http.get(url('/charge'), json({ list: [], totalCount: 0 })),
      http.get(url('/boardNotice'), json([])),
      http.get(url('/boardEvent'), json([])),
      http.get(url('/board'), json({ list: [], totalCount: 0 })),
      http.get(url('/boardPopup'), json([])),
      http.get(url('/sports-prematch/sports'), json([])),
      http.get(url(extra.prematchGames), json({ items: [], totalCount: 0, page: 1, perpage: 15 })),
      http.get(url(extra.inplayGames), json([])),
      http.get(url('/virtureGame'), json([])),
    ],

    // ── Maintenance flags ──
    /** The site maintenance switch is on (siteNoticeFlg): every page goes to /maintenance. */
    siteMaintenance: [http.get(url('/setting/user'), json({ siteTopNotice: '', revolutionMaintenanceFlag: false, siteNoticeFlg: true }))],
    /** Every mini-game is under maintenance (systemMaintenanceFlg 1). */
    minigameMaintenance: [http.get(url('/settingMinigame/:id'), ({ params }) => HttpResponse.json({ id: Number(params.id), systemMaintenanceFlg: 1 }))],
    /** The mini-game's setting is missing: maintenance mode too. */
    minigameSettingMissing: [http.get(url('/settingMinigame/:id'), text(200, ''))],
    /** The maintenance check fails with the server's text. */
    minigameCheckFailedWithText: [http.get(url('/settingMinigame/:id'), text(400, '미니게임 설정을 불러오지 못했습니다.'))],
    /** The maintenance check fails without text: '문제가 발생했습니다. 시스템관리자에게 문의해주세요.'. */
    minigameCheckFailed: [http.get(url('/settingMinigame/:id'), status(400))],
    /** Holdem is under maintenance. */
    holdemMaintenance: [
      http.get(url('/setting/user'), json({ siteTopNotice: '', revolutionMaintenanceFlag: true, siteNoticeFlg: false })),
      http.get(url('/revolution/user/create'), text(400, holdemMessages.maintenance)),
    ],
    /** Sign-up is closed (joinStartEndFlg). */
    signUpClosed: [http.get(url('/settingSignUp'), json({ joinStartEndFlg: true }))],
    /** The third-party provider gives no play link: '점검중입니다.'. */
    thirdPartyMaintenance: [http.get(url('/enjoycx/play'), json({ data: null })), http.get(url('/enjoycx/gamelist'), json({ data: null }))],

    // ── Bet placing (betting-core.md section 8) ──
    /** Every bet is answered with an odds change: each leg's price up by 0.15 and its version up by one. */
    oddsChanged: [
      http.post(url('/sports-prematch/betting'), async ({ request }) => {
        const body = (await request.json()) as { bettings?: { oddsId: unknown; fixtureId: unknown; betPrice: number; version: unknown }[] };
        const entries = (body.bettings ?? [])
          .filter((leg) => leg.fixtureId !== 'bonus')
          .map((leg) => ({ oddsId: leg.oddsId, fixtureId: leg.fixtureId, betPrice: Math.round((leg.betPrice + 0.15) * 100) / 100, version: Number(leg.version ?? 0) + 1 }));
        return HttpResponse.json(entries, { status: 400 });
      }),
    ],
    /** The bet is refused with the server's own text. */
    betRefusedWithText: [http.post(url('/sports-prematch/betting'), text(400, '마감된 경기가 포함되어 있습니다.'))],
    /** The bet is refused without text: '알수없는 에러가 발생했습니다. 관리자에게 문의하여 주세요.'. */
    betRefused: [http.post(url('/sports-prematch/betting'), status(400))],
    /** The bet call takes 3 seconds (the double-submit guard and '베팅 진행 중입니다.'). */
    betSlow: [
      http.post(url('/sports-prematch/betting'), async () => {
        await delay(3_000);
        return undefined as unknown as Response;
      }),
    ],

    // ── Cancel and delete ──
    /** Cancel refused with the rule's text '베팅 후 30분 이내, 경기시작 5분 전까지 취소할 수 있습니다.'. */
    cancelWindowClosed: [http.post(url('/sports-prematch/user/cancelAll/:id'), text(400, bettingMessages.cancelWindow))],
    /** Cancel fails without text: the default message. */
    cancelFailed: [http.post(url('/sports-prematch/user/cancelAll/:id'), status(400))],
    /** Delete refused: '베팅내역 삭제처리에 실패했습니다.'. */
    deleteFailed: [http.post(url('/sports-prematch/user-delete'), status(400)), http.post(url('/enjoycx/user/delete'), status(400))],
    /** Delete breaks (network): '예기치 못한 에러가 발생했습니다. 관리자에게 문의해주세요.'. */
    deleteUnexpected: [
      http.post(url('/sports-prematch/user-delete'), () => HttpResponse.error()),
      http.post(url('/enjoycx/user/delete'), () => HttpResponse.error()),
    ],

    // ── Member services (site-and-member-services.md section 8) ──
    /** Login refused with 404 and the server's text. */
    loginNotFound: [http.post(url(extra.login), text(404, '아이디 또는 비밀번호가 일치하지 않습니다.'))],
    /** Login fails otherwise: '예상하지 못한 문제가 일어났습니다. 관리자에게 문의해주세요.'. */
    loginFailed: [http.post(url(extra.login), text(400, 'ignored'))],
    /** Find password fails: '회원님의 정보를 찾을 수 없습니다. 비회원문의로 상담해주세요.'. */
    findPasswordFailed: [http.post(url('/member/find-password'), status(404))],
    /** Change password fails: '시스템에 문제가 발생했습니다. 비회원문의를 통해 상담해주세요.'. */
    changePasswordFailed: [http.post(url('/member/change-password'), status(400))],
    /** Roulette fails with the server's text. */
    rouletteFailedWithText: [http.post(url('/card/choice'), text(400, '룰렛 이벤트 기간이 아닙니다.'))],
    /** Roulette fails without text: '문제가 발생했습니다. 관리자에게 문의해주세요.'. */
    rouletteFailed: [http.post(url('/card/choice'), status(400))],
    /** Coupons fail without text: '문제가 발생했습니다. 시스템관리자에게 문의해주세요.'. */
    couponFailed: [http.post(url('/card/roulleteCount/:id'), status(400)), http.post(url('/card/roulleteAmount/:id'), status(400))],
    /**
     * The daily charge coupons are issued (the member met today's count and amount): the answers the backend
     * gives once its rules pass, '일일 누적 충전[횟수] 쿠폰이 지급 되었습니다.' and '…[금액]…'.
     */
    chargeCouponsIssued: [
      http.post(url('/card/roulleteCount/:id'), json(couponMessages.countIssued)),
      http.post(url('/card/roulleteAmount/:id'), json(couponMessages.amountIssued)),
    ],
    /** Conversions fail without text. */
    conversionFailed: [http.post(url('/emoney/pointToEmoney'), status(400)), http.post(url('/emoney/compToEmoney'), status(400))],
    /** Deposit and withdrawal requests fail with the server's text. */
    chargeFailed: [http.post(url('/charge'), text(400, '은행 점검시간(23:30~00:30)에는 신청할 수 없습니다.'))],
    // ── Hostile server HTML (the XSS corpus) ──
    /**
     * Every server-HTML field answers the XSS corpus, one vector per item: the popups (all active, all shown),
     * the notices, the boards, the events and the member's messages (read, so no guard redirects). A client
     * that renders them executes nothing if its sanitiser holds.
     */
    xssContent: (() => {
      const stamp = '2026-11-22 21:00:00';
      const posts = xssCorpus.map((vector, index) => ({ id: 900_000 + index, title: `XSS ${vector.name}`, contents: vector.html, createdAt: stamp }));
      return [
        http.get(
          url('/boardPopup'),
          json(xssCorpus.map((vector) => ({ contents: vector.html, popupStatus: 0, popupFlg: true, notShowingexpireTime: null, pcLeftLocation: 0, pcRightLocation: 0 }))),
        ),
        http.get(url('/boardNotice'), json(posts)),
        http.get(url('/boardEvent'), json(posts)),
        http.get(url('/board'), json({ list: posts, totalCount: posts.length })),
        // Before the list: ':id' would also match '/message/user/count' and answer the unread count with the list.
        http.get(url('/message/user/count'), json(0)),
        http.get(url('/message/user/:id'), json(posts.map((post) => ({ ...post, confirmStatus: 1 })))),
      ];
    })(),

    /** The member has an unread message: the guard sends them to /message with '새로운 쪽지가 도착했습니다'. */
    unreadMessage: [
      http.get(url('/message/unread/:memberId'), () =>
        HttpResponse.json([{ id: 999_001, title: '[공지] 이벤트 당첨 안내', contents: '<p>축하합니다!</p>', createdAt: '2026-11-22 21:00:00', confirmStatus: 0 }]),
      ),
      http.get(url('/message/user/count'), json(1)),
    ],
  } satisfies Scenarios;
}

/** The scenarios on the page's own origin, as stories use them. */
export const scenarios: Scenarios = createScenarios();

