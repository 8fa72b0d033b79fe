// The fault matrix (issue 14): every call the site makes on its screens × four faults (HTTP 500 with a Korean
// body, a hang past the client's timeout, a malformed 200, a network failure). The calls come from the api
// package's catalogue (describeApiCalls); which screen or action makes each is discovered by a tour of the
// hand-written steps below against the unfaulted backend, so a new call joins the matrix by itself. Each case
// runs in a browser context of its own with only that call faulted (page.route), a one-pick slip built first,
// and checks: no uncaught error, the designed Korean outcome, no English or raw text, the slip still there.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeApiCalls, matchesCallPath, type ApiCallDescription } from '@betkit/api';
import { bettingMessages } from '@betkit/domain';
import type { Browser, Page, Request, Route } from '@playwright/test';
import { EVERY_POPUP_SEEN, expect, POPUP_HIDES_KEY, resetBackend, test } from './fixtures';
import { DEMO_PASSWORD, e2eMode, openSlip, pickHomeWins } from './helpers';

// The steps share the one demo backend, reset before each step's cases (fixtures.ts).
test.describe.configure({ mode: 'serial' });

/** The client's timeout in the matrix (config.json's requestTimeoutMs): a hang fails in 4 s, not 15. */
const REQUEST_TIMEOUT_MS = 4000;
/** How long a hung call goes unanswered: past the client's timeout, with room for a busy machine's late timer. */
const HANG_MS = REQUEST_TIMEOUT_MS + 2500;
const SERVER_ERROR_TEXT = '예상치못한 문제가 발생했습니다.';
const ODDS_CHANGED_TITLE = '[배당변경]베팅을 수락하시겠습니까?';
const ODDS_CHANGED_ACCEPT = bettingMessages.oddsChangedAccept;
/** The layout's and the lists' loading line (apps/site layout labels, ui LoadState). */
const LOADING_TEXT = '불러오는 중입니다.';
const SLIP_KEY = 'betkit.slip.prematch';
/** Where the slip is built: page 2 of the europe board (games far from their start, so bets stay cancellable). */
const SLIP_BOARD = '/europe?page=2';
/** Texts that must never reach a member: English failures, raw values, the malformed body itself. */
const LEAKS = /Failed to fetch|NetworkError|Unexpected (token|end)|SyntaxError|TypeError|is not a function|undefined|NaN|\[object Object\]|\{"broken"/;
/** The first leak in a text, if any. */
const leakIn = (text: string) => LEAKS.exec(text)?.[0];
/**
 * The cases of a step run side by side, one per member, so a case's bets, cancellations and logins never meet
 * another's (a member's newer login makes their older session answer 555). Members of demo01's level, each holding
 * at least 10,000 won, 5,000 points and 100 comps (the demo's seed), so every action of the tour can be made.
 */
const CASE_MEMBERS = (['demo01', 'leesy21', 'kanghn55', 'choiws99'] as const).slice(0, Number(process.env.FAULT_MATRIX_CONTEXTS ?? 4));
/** Every demo member's deposit/withdrawal password (the demo's seed). */
const DEMO_MONEY_PASSWORD = '1234';

type FaultName = '500' | 'hang' | 'malformed' | 'network';
const FAULTS: FaultName[] = ['500', 'hang', 'malformed', 'network'];
const FAULT_TITLES: Record<FaultName, string> = {
  '500': 'HTTP 500 with a Korean body',
  hang: `hang past the client's timeout (${REQUEST_TIMEOUT_MS} ms)`,
  malformed: 'malformed body with status 200',
  network: 'network failure',
};

interface Step {
  name: string;
  /** Logged in before the step (the session is seeded, not typed), except for the login step itself. */
  member: boolean;
  /** Unfaulted set-up the step needs (a bet to cancel); runs before the slip is built and the fault routed. */
  prepare?: (page: Page) => Promise<void>;
  /** The screen or action, faulted; `userId` is the case's member. */
  run: (page: Page, userId: string) => Promise<void>;
  /** The step consumes the slip when it succeeds (placing a bet empties it). */
  consumesSlip?: boolean;
}

const board = (route: string) => async (page: Page) => {
  await page.goto(route);
  await settled(page);
};

async function placeBet(page: Page) {
  await page.goto(SLIP_BOARD);
  const slip = await openSlip(page);
  await expect(slip.locator('li[data-kind="pick"]').first()).toBeVisible();
  await slip.getByLabel('베팅금액').fill('10000');
  await slip.getByRole('button', { name: '베팅하기' }).click();
  const confirm = page.getByRole('dialog', { name: '베팅 확인' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: '확인' }).click();
  await settled(page);
  // The demo's prices move with its clock: a slip built earlier can meet the odds-change dialog; accept it.
  const oddsChange = page.getByRole('dialog', { name: ODDS_CHANGED_TITLE });
  if (await oddsChange.isVisible()) {
    await oddsChange.getByRole('button', { name: ODDS_CHANGED_ACCEPT }).click();
    await settled(page);
  }
}

/** Places a one-pick bet through the slip (unfaulted), for the steps that need a pending slip in history. */
async function prepareBet(page: Page) {
  // A pick of its own, made now: the seeded one dates from the tour, and its game may have left the board since.
  await page.goto(SLIP_BOARD);
  await page.evaluate((key) => sessionStorage.removeItem(key), SLIP_KEY);
  await page.reload();
  await pickHomeWins(page, 1);
  await placeBet(page);
  await expect(page.getByText('베팅이 완료되었습니다.')).toBeVisible();
}

/** Answers every alert on screen in turn (one shows at a time); returns their texts. */
async function answerAlerts(page: Page): Promise<string[]> {
  const texts: string[] = [];
  const alert = page.getByRole('alertdialog').first();
  while ((await alert.count()) > 0) {
    const shown = await alert.elementHandle();
    texts.push((await alert.innerText()).trim());
    await alert.getByRole('button', { name: '확인' }).first().click();
    // The next alert of the queue may carry the same text: wait for this one to go.
    await shown?.waitForElementState('hidden');
    expect(texts.length, 'alerts keep coming').toBeLessThan(10);
  }
  return texts;
}

/** The button `베팅번호 N <action>` of the newest slip that has one (ids grow: the bet the set-up just placed). */
async function newestSlipButton(page: Page, action: '취소' | '삭제') {
  const pattern = new RegExp(`^베팅번호 (\\d+) ${action}$`);
  const buttons = page.getByRole('main').getByRole('button', { name: pattern });
  await expect(buttons.first()).toBeVisible();
  const ids = (await buttons.evaluateAll((all) => all.map((button) => button.getAttribute('aria-label') ?? ''))).map((label) => Number(pattern.exec(label)?.[1] ?? 0));
  return page.getByRole('main').getByRole('button', { name: `베팅번호 ${Math.max(...ids)} ${action}`, exact: true });
}

/** Waits for the answer an action alerts (success or failure), leaving it on screen for the check to read. */
async function answered(page: Page) {
  await expect(page.getByRole('alertdialog').first()).toBeVisible({ timeout: HANG_MS + 20_000 });
  await settled(page);
}

/** Clicks `name` in `scope` (the page's main area by default) and waits for the action's alerted answer. */
const clickAndAnswer = (name: string | RegExp, scope = (page: Page) => page.getByRole('main')) => async (page: Page) => {
  await scope(page).getByRole('button', { name, exact: typeof name === 'string' }).first().click();
  await answered(page);
};

/** A money screen with its forms drawn (they wait for the member and their lists). */
const moneyScreen = (route: string) => async (page: Page) => {
  await page.goto(route);
  await settled(page);
};

/** Fills a form field of the page's main area by its label and submits the form by its button. */
const submitForm = (formName: string, field: string, value: string, button = formName) => async (page: Page) => {
  await moneyScreen('/mywallet')(page);
  const form = page.getByRole('main').getByRole('form', { name: formName });
  await form.getByLabel(field).fill(value);
  await form.getByRole('button', { name: button }).click();
  await settled(page);
};

async function answerAlert(page: Page) {
  const alert = page.getByRole('alertdialog');
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: '확인' }).first().click();
}

// The hand-written tour: the screens of routes.tsx and the actions on them. The calls are discovered.
const ALL_STEPS: Step[] = [
  { name: 'guest home /', member: false, run: board('/') },
  {
    name: 'log in (dialog)',
    member: false,
    run: async (page, userId) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: '로그인' }).click();
      const dialog = page.getByRole('dialog', { name: '로그인' });
      await dialog.getByLabel('아이디').fill(userId);
      await dialog.getByLabel('비밀번호').fill(DEMO_PASSWORD);
      await dialog.getByRole('button', { name: '로그인' }).click();
      await settled(page);
    },
  },
  { name: '/ (member)', member: true, run: board('/') },
  { name: '/korean', member: true, run: board('/korean') },
  { name: '/europe', member: true, run: board('/europe') },
  { name: '/event', member: true, run: board('/event') },
  { name: '/inplay', member: true, run: board('/inplay') },
  { name: '/minigame/donghang', member: true, run: board('/minigame/donghang') },
  { name: '/bet365 (virtual soccer)', member: true, run: board('/bet365/soccer/premierships') },
  { name: '/casino', member: true, run: board('/casino') },
  { name: '/slot', member: true, run: board('/slot') },
  { name: '/bet_result/sports', member: true, run: board('/bet_result/sports') },
  { name: '/bet_result?type=2', member: true, run: board('/bet_result?type=2') },
  { name: '/bet_result?type=3', member: true, run: board('/bet_result?type=3') },
  { name: '/bet_result?type=4', member: true, run: board('/bet_result?type=4') },
  { name: '/bet_result?type=casino', member: true, run: board('/bet_result?type=casino') },
  { name: 'place a bet', member: true, consumesSlip: true, run: placeBet },
  {
    name: 'cancel a bet',
    member: true,
    prepare: prepareBet,
    run: async (page) => {
      await page.goto('/bet_result/sports');
      await (await newestSlipButton(page, '취소')).click();
      // The list asks first ('해당 주문을 취소하시겠습니까? …'); the answer after it is the check's to read.
      await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
      await answered(page);
    },
  },
  {
    name: 'delete history',
    member: true,
    // A cancelled slip is one the member can delete: place a bet and cancel it first.
    prepare: async (page) => {
      await prepareBet(page);
      await page.goto('/bet_result/sports');
      await (await newestSlipButton(page, '취소')).click();
      await answerAlert(page);
      await answerAlert(page);
      await expect(await newestSlipButton(page, '삭제')).toBeVisible();
    },
    run: async (page) => {
      await page.goto('/bet_result/sports');
      await (await newestSlipButton(page, '삭제')).click();
      await answered(page);
    },
  },
  {
    name: 'launch a game',
    member: true,
    run: async (page) => {
      await page.goto('/casino');
      await page.getByRole('button', { name: 'Evolution 게임 실행' }).click();
      await settled(page);
    },
  },
  // The member's money (issue 15): its screens, then each action once.
  { name: '/deposit', member: true, run: moneyScreen('/deposit') },
  {
    name: 'deposit: check the account',
    member: true,
    run: async (page) => {
      await moneyScreen('/deposit')(page);
      await page.getByLabel('입출금 비밀번호').fill(DEMO_MONEY_PASSWORD);
      await page.getByRole('button', { name: '계좌확인' }).click();
      await settled(page);
    },
  },
  {
    name: 'deposit: request',
    member: true,
    run: async (page) => {
      await moneyScreen('/deposit')(page);
      const form = page.getByRole('form', { name: '입금신청' });
      await form.getByRole('radio').first().check();
      await answerAlert(page);
      await form.getByRole('textbox', { name: '입금금액' }).fill('10000');
      await form.getByRole('button', { name: '입금신청' }).click();
      await answered(page);
    },
  },
  { name: 'deposit: count coupon', member: true, run: async (page) => (await moneyScreen('/deposit')(page), clickAndAnswer('일일 누적 충전[횟수] 쿠폰받기')(page)) },
  { name: 'deposit: amount coupon', member: true, run: async (page) => (await moneyScreen('/deposit')(page), clickAndAnswer('일일 누적 충전[금액] 쿠폰받기')(page)) },
  { name: '/withdraw', member: true, run: moneyScreen('/withdraw') },
  { name: '/charge_history', member: true, run: moneyScreen('/charge_history') },
  { name: 'hide a charge', member: true, run: async (page) => (await moneyScreen('/charge_history')(page), clickAndAnswer(/원 내역 삭제$/)(page)) },
  { name: 'hide all charges', member: true, run: async (page) => (await moneyScreen('/charge_history')(page), clickAndAnswer('전체삭제')(page)) },
  { name: '/mywallet', member: true, run: moneyScreen('/mywallet') },
  { name: 'convert points', member: true, run: submitForm('포인트 전환', '전환할 포인트', '5000') },
  { name: 'convert comps', member: true, run: submitForm('콤프 전환', '전환할 콤프', '100') },
  { name: 'account enquiry', member: true, run: async (page) => (await moneyScreen('/mywallet')(page), clickAndAnswer('계좌문의')(page)) },
  {
    name: 'point and comp dialogs',
    member: true,
    run: async (page) => {
      await moneyScreen('/mywallet')(page);
      const strip = page.getByRole('main').getByRole('group', { name: '보유 잔액' });
      for (const [button, dialog] of [['포인트전환', '포인트 전환'], ['콤프전환', '콤프 전환']] as const) {
        await strip.getByRole('button', { name: button }).click();
        await settled(page);
        await page.getByRole('dialog', { name: dialog }).press('Escape');
      }
    },
  },
  {
    name: 'log out',
    member: true,
    run: async (page) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
      await settled(page);
    },
  },
];

/** FAULT_MATRIX_STEPS (a comma-separated list of step names) runs those steps only: for working on one screen. */
const onlySteps = process.env.FAULT_MATRIX_STEPS?.split(',').map((name) => name.trim());
/**
 * Without FAULT_MATRIX=1 (the test command's journeys) the browser runs a sample: one cell per fault kind through the
 * built site, dealt over a board read and a bet, each fault on a different call (every call × fault runs at the
 * kernel's layer, apps/site/src/app/faultMatrix.test.tsx).
 */
const SAMPLE_STEPS = ['/europe', 'place a bet'];
const sampled = process.env.FAULT_MATRIX !== '1' && !onlySteps;
const STEPS = ALL_STEPS.filter((step) => (onlySteps ?? (sampled ? SAMPLE_STEPS : [step.name])).includes(step.name));

/** A step's cases: every owned call × every fault, or in the sample its share of the faults, one call each. */
function casesOf(stepIndex: number, owned: readonly string[]): { call: string; fault: FaultName }[] {
  if (!sampled) return owned.flatMap((call) => FAULTS.map((fault) => ({ call, fault })));
  const mine = FAULTS.filter((_fault, index) => index % STEPS.length === stepIndex);
  return owned.length === 0 ? [] : mine.map((fault, index) => ({ call: owned[index % owned.length]!, fault }));
}

const inFlight = new WeakMap<Page, number>();

/** Waits until the screen has loaded or failed: the network quiet, no API call in flight, no loading line left. */
async function settled(page: Page) {
  // The site boots (config.json, its chunks) before it calls the API: wait for the network to go quiet first.
  await page.waitForLoadState('networkidle');
  // On a busy machine the quiet can come before a screen's first call: the loading lines say it is still coming.
  await expect
    .poll(
      async () => {
        const calls = inFlight.get(page) ?? 0;
        if (calls > 0) return `${calls} API calls in flight`;
        return page
          .evaluate((loadingText) => {
            if (document.querySelector('main') === null) return 'no main yet';
            const loading = document.querySelector('[role="status"][data-state="loading"]');
            if (loading) return `loading: ${loading.outerHTML.slice(0, 120)}`;
            return document.body.innerText.includes(loadingText) ? `'${loadingText}' shown` : 'settled';
          }, LOADING_TEXT)
          .catch((error: unknown) => String(error));
      },
      { timeout: 60_000, message: 'the screen settles' },
    )
    .toBe('settled');
}

function trackCalls(page: Page, onRequest?: (request: Request) => void) {
  const apiOrigin = new URL(e2eMode().apiUrl!).origin;
  inFlight.set(page, 0);
  const isApi = (request: Request) => isApiCall(request) && request.url().startsWith(apiOrigin);
  page.on('request', (request) => {
    if (!isApi(request)) return;
    inFlight.set(page, (inFlight.get(page) ?? 0) + 1);
    onRequest?.(request);
  });
  const done = (request: Request) => {
    if (isApi(request)) inFlight.set(page, Math.max(0, (inFlight.get(page) ?? 0) - 1));
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** A call of the api client (fetch), not an image or the demo's control routes. */
const isApiCall = (request: Request) =>
  ['fetch', 'xhr'].includes(request.resourceType()) && request.method() !== 'OPTIONS' && !request.url().includes('/__demo/');

const catalogue = describeApiCalls();
const callName = (call: Pick<ApiCallDescription, 'method' | 'path'>) => `${call.method} ${call.path}`;
function callOf(request: Request): ApiCallDescription | undefined {
  const { pathname } = new URL(request.url());
  return catalogue.find((call) => call.method === request.method() && matchesCallPath(call.path, pathname));
}

/** The slip as the site stores it (session storage, per area), captured once from a pick on SLIP_BOARD. */
let storedSlip: string | undefined;
const slipCount = (page: Page) => page.evaluate((key) => (JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[]).length, SLIP_KEY);

/** What each member's page reports its API requests to, for the case running on it now. */
const requestListeners = new WeakMap<Page, (request: Request) => void>();

/**
 * The member's page, kept for all their cases: a new browser context per case cost 2.6 s of a busy 2-core machine
 * (a renderer process spawned, every chunk fetched and compiled again), a load in the kept one 0.9 s. Each case
 * starts it afresh all the same (start(): storage cleared and seeded, then a full load).
 */
const memberPages = new Map<string, Page>();
async function memberPage(browser: Browser, userId: string): Promise<Page> {
  const kept = memberPages.get(userId);
  if (kept && !kept.isClosed()) return kept;
  const { baseURL, viewport, locale, timezoneId, serviceWorkers, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId, serviceWorkers, userAgent, deviceScaleFactor, isMobile, hasTouch });
  const page = await context.newPage();
  trackCalls(page, (request) => requestListeners.get(page)?.(request));
  memberPages.set(userId, page);
  return page;
}

/** Runs `action` with `onRequest` told of every API request the page makes meanwhile. */
async function listening<T>(page: Page, onRequest: (request: Request) => void, action: () => Promise<T>): Promise<T> {
  requestListeners.set(page, onRequest);
  try {
    return await action();
  } finally {
    requestListeners.delete(page);
  }
}

/** The matrix's config: the demo backend over HTTP and the short timeout. */
const routeConfig = (page: Page) =>
  page.route('**/config.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ apiBaseUrl: e2eMode().apiUrl, requestTimeoutMs: REQUEST_TIMEOUT_MS }) }),
  );

/**
 * A fresh start for one case on the member's kept page: no routes but the config, the page's storage cleared on a
 * same-origin address that does not run the site (its config.json), then (for member steps) the session a login of
 * `userId` leaves and the slip, so the next load starts from them as after a login.
 */
async function start(page: Page, step: Step, userId: string) {
  const { apiUrl } = e2eMode();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await routeConfig(page);
  inFlight.set(page, 0);
  let session: unknown = null;
  if (step.member) {
    const answer = await page.request.post(`${apiUrl}/auth/login`, { data: { userId, password: DEMO_PASSWORD } });
    expect(answer.ok(), `login of ${userId}: ${answer.status()}`).toBe(true);
    session = await answer.json();
  }
  await page.goto('/config.json');
  await page.evaluate(
    ({ session, slip, slipKey, popupKey, popupHides }) => {
      localStorage.clear();
      sessionStorage.clear();
      if (session) localStorage.setItem('betkit.session', JSON.stringify(session));
      if (slip) sessionStorage.setItem(slipKey, slip);
      // The popups were seen: they would lie over the controls the steps use (GET /boardPopup is faulted all the same).
      localStorage.setItem(popupKey, popupHides);
    },
    { session, slip: storedSlip ?? null, slipKey: SLIP_KEY, popupKey: POPUP_HIDES_KEY, popupHides: EVERY_POPUP_SEEN },
  );
  if (step.prepare) {
    await step.prepare(page);
    // The set-up placed a bet with the seeded pick: a new one-pick slip is built on the board.
    await page.goto(SLIP_BOARD);
    if ((await slipCount(page)) === 0) await pickHomeWins(page, 1);
  } else if (storedSlip === undefined) {
    await page.goto(SLIP_BOARD);
    await pickHomeWins(page, 1);
  }
  // On the board (a set-up ran, or the slip was built): the slip holds its pick before the case goes on.
  if (new URL(page.url()).pathname !== '/config.json') {
    await expect.poll(() => slipCount(page)).toBe(1);
    storedSlip ??= await page.evaluate((key) => sessionStorage.getItem(key) ?? undefined, SLIP_KEY);
    await settled(page);
  }
}

/** Answers `call` with `fault` on this page from now on; counts the calls it faulted. */
function faultRoute(page: Page, call: ApiCallDescription, fault: FaultName, hits: { count: number }) {
  const { apiUrl } = e2eMode();
  // The site's origin from the project (the page may still be blank when the route is set).
  const siteOrigin = new URL(test.info().project.use.baseURL!).origin;
  const cors = { 'Access-Control-Allow-Origin': siteOrigin, 'Access-Control-Allow-Credentials': 'true' };
  return page.route(`${apiUrl}/**`, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS' || callOf(request) !== call) {
      await route.continue();
      return;
    }
    hits.count += 1;
    switch (fault) {
      case '500':
        await route.fulfill({ status: 500, headers: { ...cors, 'Content-Type': 'text/plain; charset=utf-8' }, body: '서버 점검 중입니다' });
        return;
      case 'malformed':
        await route.fulfill({ status: 200, headers: { ...cors, 'Content-Type': 'application/json' }, body: '{"broken":' });
        return;
      case 'network':
        await route.abort('failed');
        return;
      case 'hang':
        // Not answered until well past the client's timeout (it gives up first); then the connection times out.
        await new Promise((resolve) => setTimeout(resolve, HANG_MS));
        await route.abort('timedout').catch(() => undefined);
        return;
    }
  });
}

/** One cell: the step with one call faulted; throws what the member would have met. */
async function checkCell(page: Page, step: Step, call: ApiCallDescription, fault: FaultName, userId: string, errors: string[]) {
  const hits = { count: 0 };
  await start(page, step, userId);
  await faultRoute(page, call, fault, hits);
  const made: string[] = [];
  const recordRequest = (request: Request) => {
    const seen = callOf(request);
    if (seen) made.push(callName(seen));
    else if (!request.url().includes('/assets/') && !request.url().startsWith('data:')) made.push(request.url());
  };
  page.on('request', recordRequest);
  try {
    await runCell(page, { step, call, fault, userId, errors, hits, made });
  } finally {
    page.off('request', recordRequest);
  }
}

/** One cell being checked: its step, call and fault, and what the page showed and asked for meanwhile. */
interface Cell {
  step: Step;
  call: ApiCallDescription;
  fault: FaultName;
  userId: string;
  /** Uncaught errors of the page. */
  errors: string[];
  /** How many requests the fault answered. */
  hits: { count: number };
  /** The requests the page made, for the message when the faulted call was not among them. */
  made: string[];
}

async function runCell(page: Page, { step, call, fault, userId, errors, hits, made }: Cell) {
  const t0 = Date.now();
  // FAULT_MATRIX_TIMING=1 prints each phase's time: where a slow matrix spends it.
  const lap = (label: string) => process.env.FAULT_MATRIX_TIMING && console.log(`${step.name} ${callName(call)} ${fault} ${label} ${Date.now() - t0}`);
  // An action whose screen failed to load cannot be finished (no list, no button): that is the designed
  // outcome of the earlier fault, checked below; the step's own error is kept for the message.
  let stepError: unknown;
  await step.run(page, userId).catch((error: unknown) => {
    stepError = error;
  });
  lap('run');
  await settled(page);
  lap('settled');
  expect(hits.count, `${callName(call)} was not made by "${step.name}" this time (it made ${made.join(', ') || 'no request'})${stepError ? ` (${String(stepError)})` : ''}`).toBeGreaterThan(0);

  // A 500 always alerts; the alert host loads with the first alert, so wait for it to come.
  if (fault === '500') await expect(page.getByRole('alertdialog').first()).toBeVisible();
  // Every alert the fault raised, answered in turn: each in Korean, none with English or raw text.
  const alerts = await answerAlerts(page);
  for (const text of alerts) {
    expect(text, 'an alert without Korean text').toMatch(/[가-힣]/);
    expect(leakIn(text), `English or raw text in the alert ${JSON.stringify(text)}`).toBeUndefined();
  }
  if (fault === '500') {
    // Spec (betting-core 8): 500 → log out and alert '예상치못한 문제가 발생했습니다.'
    expect(alerts.filter((text) => text.includes(SERVER_ERROR_TEXT)), `the 500 alert among ${JSON.stringify(alerts)}`).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('betkit.session'))).toBeNull();
    // Logged out: the header offers the login again (or the login dialog the member was using stays open).
    const loginDialog = page.getByRole('dialog', { name: '로그인' });
    if (!(await loginDialog.isVisible())) await expect(page.getByRole('banner').getByRole('button', { name: '로그인' })).toBeVisible();
  }
  // Never a blank screen: the layout's main area (or the error page) shows Korean text.
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('main')).toHaveText(/[가-힣]/);
  const shown = await page.locator('body').innerText();
  const leak = leakIn(shown);
  expect(leak, `English or raw text shown to the member: …${leak ? shown.slice(Math.max(0, shown.indexOf(leak) - 60), shown.indexOf(leak) + 60) : ''}…`).toBeUndefined();
  expect(errors, 'uncaught errors').toEqual([]);

  lap('checked');
  // The slip is still there: its storage, then the slip itself (unfaulted) on a screen that shows it.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await routeConfig(page);
  const slipAfter = await slipCount(page);
  if (step.consumesSlip && slipAfter === 0) {
    // Only when the action went through despite the fault (a call after the bet was faulted): placing empties the slip.
    await expect(page.getByText('베팅이 완료되었습니다.')).toBeVisible();
    return;
  }
  expect(slipAfter, 'the slip lost its pick').toBe(1);
  // Each area has its own slip (in-play, minigames): the pre-match one shows on its board, reached the way a member
  // goes there (the menu, no reload), so the check reads the running app's slip, not only storage.
  await toSlipBoard(page);
  lap('slip board');
  const slip = await openSlip(page);
  await expect(slip.locator('li[data-kind="pick"]')).toHaveCount(1);
  lap('slip');
}

/** Goes to the pre-match board through the top bar's menu; a full load when the menu cannot be used. */
async function toSlipBoard(page: Page) {
  // A dialog the step left open (the login form) is closed first, as a member would.
  if ((await page.getByRole('dialog').count()) > 0) await page.keyboard.press('Escape');
  const tab = page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '유럽형' });
  if (await tab.isVisible()) {
    await tab.click();
    await expect(page).toHaveURL(/\/europe/);
  } else {
    await page.goto(SLIP_BOARD);
  }
  await settled(page);
}

interface CellResult {
  call: string;
  step: string;
  fault: FaultName;
  ok: boolean;
  expectedFailure?: string;
  detail?: string;
  ms: number;
}

interface Plan {
  /** The calls whose cases each step runs: those it is the first step to make. */
  owned: Record<string, string[]>;
  /** The calls each step made (first seen there or not). */
  byStep: Record<string, string[]>;
  /** Catalogue calls no step made. */
  notOnScreen: string[];
  /** Requests the catalogue does not know. */
  unknown: string[];
  /** Steps that could not be finished against the unfaulted backend, with why (the tour is out of date). */
  failed: Record<string, string>;
}

let plan: Plan | undefined;
/** How long the tour took, for the report. */
let discoveryMs = 0;
const results: CellResult[] = [];

/** Cells that fail for a reason that cannot be fixed here, with the reason (printed in the report). */
const EXPECTED_FAILURES: Record<string, string> = {};

/**
 * The tour: each step against the unfaulted backend, recording the calls its action makes. The steps run four at a
 * time, step i as member i mod 4 (so neighbouring actions, like hiding one charge and then all, are different
 * members'); ownership is then given in the steps' order, so it does not depend on which finished first.
 */
async function discover(browser: Browser): Promise<Plan> {
  const made: Record<string, string[]> = {};
  const failed: Record<string, string> = {};
  const unknown = new Set<string>();
  await Promise.all(
    CASE_MEMBERS.map(async (userId, worker) => {
      for (const [index, step] of STEPS.entries()) {
        if (index % CASE_MEMBERS.length !== worker) continue;
        const calls: string[] = [];
        const record = (request: Request) => {
          const call = callOf(request);
          // Images the API serves (/api/file/download/…) are not calls of the client.
          if (!call) {
            if (isApiCall(request)) unknown.add(`${request.method()} ${new URL(request.url()).pathname}`);
          } else if (!calls.includes(callName(call))) calls.push(callName(call));
        };
        const page = await memberPage(browser, userId);
        try {
          await start(page, step, userId);
          await listening(page, record, () => step.run(page, userId));
        } catch (error) {
          failed[step.name] = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 300);
        }
        made[step.name] = calls;
      }
    }),
  );
  const byStep: Record<string, string[]> = {};
  const owned: Record<string, string[]> = {};
  const seen = new Set<string>();
  for (const step of STEPS) {
    byStep[step.name] = made[step.name] ?? [];
    owned[step.name] = byStep[step.name]!.filter((name) => !seen.has(name));
    for (const name of byStep[step.name]!) seen.add(name);
  }
  return { owned, byStep, failed, notOnScreen: catalogue.map(callName).filter((name) => !seen.has(name)), unknown: [...unknown] };
}

/** Runs `tasks` with one worker per case member, each worker taking the next task. */
async function inParallel<T>(tasks: T[], run: (task: T, userId: string) => Promise<void>) {
  let next = 0;
  await Promise.all(
    CASE_MEMBERS.map(async (userId) => {
      while (next < tasks.length) {
        const task = tasks[next]!;
        next += 1;
        await run(task, userId);
      }
    }),
  );
}

function report() {
  if (!plan) return;
  const rows = STEPS.flatMap((step, index) =>
    [...new Set(casesOf(index, plan!.owned[step.name]!).map((entry) => entry.call))].map((call) => ({ call, step: step.name })),
  );
  const planned = STEPS.reduce((sum, step, index) => sum + casesOf(index, plan!.owned[step.name]!).length, 0);
  const mark = (r?: CellResult) => (!r ? '·' : r.ok ? '✓' : r.expectedFailure ? '✗ (expected)' : '✗');
  const failed = results.filter((r) => !r.ok && !r.expectedFailure);
  const expected = results.filter((r) => !r.ok && r.expectedFailure);
  const md = [
    '# Fault matrix',
    '',
    `${sampled ? 'A sample, one cell per fault kind: ' : ''}${rows.length} calls, ${planned} cases; ${results.length} ran, ${failed.length} failed, ${expected.length} expected failures.`,
    '',
    `| call | first step | ${FAULTS.map((f) => FAULT_TITLES[f]).join(' | ')} |`,
    `|---|---|${FAULTS.map(() => '---').join('|')}|`,
    ...rows.map(({ call, step }) => `| ${call} | ${step} | ${FAULTS.map((fault) => mark(results.find((r) => r.call === call && r.fault === fault))).join(' | ')} |`),
    '',
    '## Calls per step (discovered)',
    '',
    ...STEPS.map((step) => `- ${step.name}: ${plan!.byStep[step.name]!.join(', ') || '(none)'}`),
    '',
    '## In the catalogue, not on a screen yet',
    '',
    ...plan.notOnScreen.map((call) => `- ${call}`),
    '',
    `Tour ${(discoveryMs / 1000).toFixed(0)} s; cases ${(results.reduce((sum, r) => sum + r.ms, 0) / 1000).toFixed(0)} s in all (${CASE_MEMBERS.length} at a time), the slowest ${((Math.max(0, ...results.map((r) => r.ms)) / 1000).toFixed(1))} s.`,
    '',
    ...(Object.keys(plan.failed).length ? ['## Steps that failed in the tour', '', ...Object.entries(plan.failed).map(([step, why]) => `- ${step}: ${why}`), ''] : []),
    ...(failed.length ? ['## Failures', '', ...failed.map((r) => `- ${r.call} × ${r.fault} (${r.step}): ${r.detail}`), ''] : []),
    ...(expected.length ? ['## Expected failures', '', ...expected.map((r) => `- ${r.call} × ${r.fault}: ${r.expectedFailure}`), ''] : []),
  ].join('\n');
  const dir = path.resolve('.reports');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'fault-matrix.md'), md);
  const summary = {
    calls: rows.length,
    faults: FAULTS,
    cases: planned,
    sampled,
    ran: results.length,
    failed: failed.length,
    expectedFailures: expected.length,
    catalogue: catalogue.length,
    cells: results,
    byStep: plan.byStep,
    notOnScreen: plan.notOnScreen,
    tourFailures: plan.failed,
    discoveryMs,
  };
  writeFileSync(path.join(dir, 'fault-matrix.json'), JSON.stringify(summary, null, 2));
  console.log(`\n${md}\n`);
}

test.describe('fault matrix', () => {
  test.beforeAll(async ({ browser, playwright }, testInfo) => {
    const { apiUrl } = testInfo.project.metadata as { apiUrl?: string };
    if (!apiUrl) return;
    testInfo.setTimeout(600_000);
    // The tour runs before any test's own reset: with the journeys, the backend still holds the last one's state.
    const request = await playwright.request.newContext();
    await resetBackend(apiUrl, (url, method) => request.fetch(url, { method, data: {} }));
    await request.dispose();
    const startedAt = Date.now();
    plan = await discover(browser);
    discoveryMs = Date.now() - startedAt;
  });
  test.afterAll(async () => {
    report();
    await Promise.all([...memberPages.values()].map((page) => page.context().close()));
    memberPages.clear();
  });

  test('every request the site makes is in the api catalogue', () => {
    test.skip(!e2eMode().apiUrl, 'the matrix needs the demo backend over HTTP');
    expect(plan!.unknown, 'requests the catalogue does not know').toEqual([]);
    expect(plan!.failed, 'steps of the tour that fail without a fault').toEqual({});
    expect(Object.values(plan!.owned).flat().length).toBeGreaterThan(5);
  });

  for (const [stepIndex, step] of STEPS.entries()) {
    test(`${step.name}: ${sampled ? 'a sample of its calls × faults' : `its calls × ${FAULTS.length} faults`}`, async ({ browser }) => {
      test.skip(!e2eMode().apiUrl, 'the matrix needs the demo backend over HTTP');
      const calls = plan!.owned[step.name]!;
      test.skip(calls.length === 0, `every call of "${step.name}" is faulted in an earlier step`);
      const cases = casesOf(stepIndex, calls).map(({ call, fault }) => ({ call: catalogue.find((entry) => callName(entry) === call)!, fault }));
      test.setTimeout(120_000 + cases.length * 90_000);
      const stepResults: CellResult[] = [];
      await inParallel(cases, async ({ call, fault }, userId) => {
        const startedAt = Date.now();
        const page = await memberPage(browser, userId);
        const errors: string[] = [];
        const onPageError = (error: Error) => errors.push(error.message);
        page.on('pageerror', onPageError);
        let detail: string | undefined;
        try {
          await checkCell(page, step, call, fault, userId, errors);
        } catch (error) {
          if (process.env.FAULT_MATRIX_TIMING) console.log(error);
          detail = (error instanceof Error ? error.message : String(error)).split('\n').slice(0, 6).join(' ').slice(0, 1200);
        } finally {
          page.off('pageerror', onPageError);
          // A hung call's route is still waiting: drop it before the page's next case.
          await page.unrouteAll({ behavior: 'ignoreErrors' });
        }
        const name = callName(call);
        const expectedFailure = detail ? EXPECTED_FAILURES[`${name} × ${fault}`] : undefined;
        stepResults.push({ call: name, step: step.name, fault, ok: detail === undefined, expectedFailure, detail, ms: Date.now() - startedAt });
      });
      results.push(...stepResults);
      // A failed cell is reported by the last test, so one failure does not stop the rest of the matrix.
      for (const failed of stepResults.filter((r) => !r.ok)) {
        test.info().annotations.push({ type: failed.expectedFailure ? 'expected failure' : 'failed cell', description: `${failed.call} × ${failed.fault}: ${failed.detail}` });
      }
    });
  }

  test('every cell shows the member the designed outcome', () => {
    test.skip(!e2eMode().apiUrl, 'the matrix needs the demo backend over HTTP');
    const planned = STEPS.reduce((sum, step, index) => sum + casesOf(index, plan!.owned[step.name]!).length, 0);
    if (sampled) expect(new Set(results.map((r) => r.fault)), 'one cell per fault kind').toEqual(new Set(FAULTS));
    expect(results.length, 'cases that ran (a step test stopped early?)').toBe(planned);
    const failed = results.filter((r) => !r.ok && !r.expectedFailure);
    expect(failed.map((r) => `${r.call} × ${r.fault} (as ${r.step}): ${r.detail}`)).toEqual([]);
  });
});
