// The fault matrix (issue 14): every call the site makes on its screens × four faults (HTTP 500 with a Korean
// body, a hang past the client's timeout, a malformed 200, a network failure). The calls come from the api
// package's catalogue (describeApiCalls); which screen or action makes each is discovered by a tour of the
// hand-written steps below against the unfaulted backend. Each case faults only that call (page.route), with a
// one-pick slip built first, and checks: no uncaught error, the designed Korean outcome, the slip still there.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeApiCalls, matchesCallPath, type ApiCallDescription } from '@betkit/api';
import { expect, test, type Browser, type Page, type Request, type Route } from '@playwright/test';
import { DEMO_PASSWORD, demoControl, e2eMode, openSlip, pickHomeWins } from './helpers';

test.describe.configure({ mode: 'serial' });

/** The client's timeout in the matrix (config.json's requestTimeoutMs), so a hang fails in 2 s, not 15. */
const REQUEST_TIMEOUT_MS = 2000;
const SERVER_ERROR_TEXT = '예상치못한 문제가 발생했습니다.';
const SLIP_KEY = 'betkit.slip.prematch';
/** Where the slip is built: page 2 of the europe board (games far from their start, so bets stay cancellable). */
const SLIP_BOARD = '/europe?page=2';
/** Texts that must never reach a member: English failures, raw values, the malformed body itself. */
const LEAKS = /Failed to fetch|NetworkError|Unexpected (token|end)|SyntaxError|TypeError|is not a function|undefined|NaN|\[object Object\]|\{"broken"/;

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
  /** The screen or action, faulted. */
  run: (page: Page) => Promise<void>;
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
}

/** Places a one-pick bet through the slip (unfaulted), for the steps that need a pending slip in history. */
async function prepareBet(page: Page) {
  await page.goto(SLIP_BOARD);
  // The seeded slip holds the pick (the very first start builds it here).
  if ((await slipCount(page)) === 0) await pickHomeWins(page, 1);
  await placeBet(page);
  await expect(page.getByText('베팅이 완료되었습니다.')).toBeVisible();
}

async function answerAlert(page: Page) {
  const alert = page.getByRole('alertdialog');
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: '확인' }).first().click();
}

// The hand-written tour: the screens of routes.tsx and the actions on them. The calls are discovered.
const STEPS: Step[] = [
  { name: 'guest home /', member: false, run: board('/') },
  {
    name: 'log in (dialog)',
    member: false,
    run: async (page) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: '로그인' }).click();
      const dialog = page.getByRole('dialog', { name: '로그인' });
      await dialog.getByLabel('아이디').fill('demo01');
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
  { name: '/bet365', member: true, run: board('/bet365') },
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
      await page.getByRole('table').first().getByRole('button', { name: /취소$/ }).click();
      await answerAlert(page);
      await settled(page);
    },
  },
  {
    name: 'delete history',
    member: true,
    // A cancelled slip is one the member can delete: place a bet and cancel it first.
    prepare: async (page) => {
      await prepareBet(page);
      await page.goto('/bet_result/sports');
      await page.getByRole('table').first().getByRole('button', { name: /취소$/ }).click();
      await answerAlert(page);
      await answerAlert(page);
      await expect(page.getByRole('table').first().getByRole('button', { name: /삭제$/ })).toBeVisible();
    },
    run: async (page) => {
      await page.goto('/bet_result/sports');
      await page.getByRole('table').first().getByRole('button', { name: /삭제$/ }).click();
      await answerAlert(page);
      await settled(page);
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

/** Waits until the page has no API call in flight (the screen has loaded or failed). */
async function settled(page: Page) {
  // The site boots (config.json, its chunks) before it calls the API: wait for the network to go quiet first.
  await page.waitForLoadState('networkidle');
  await expect.poll(() => inFlight.get(page) ?? 0, { timeout: 30_000 }).toBe(0);
}

const inFlight = new WeakMap<Page, number>();
function trackCalls(page: Page, apiOrigin: string, onRequest?: (request: Request) => void) {
  inFlight.set(page, 0);
  const isApi = (request: Request) => request.url().startsWith(apiOrigin) && request.method() !== 'OPTIONS' && !request.url().includes('/__demo/');
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

const catalogue = describeApiCalls();
const callName = (call: Pick<ApiCallDescription, 'method' | 'path'>) => `${call.method} ${call.path}`;
function callOf(request: Request): ApiCallDescription | undefined {
  const { pathname } = new URL(request.url());
  return catalogue.find((call) => call.method === request.method() && matchesCallPath(call.path, pathname));
}

/** The config the built site reads at boot: the demo backend, and the short timeout. */
async function routeConfig(page: Page) {
  const { apiUrl } = e2eMode();
  await page.route('**/config.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ apiBaseUrl: apiUrl, requestTimeoutMs: REQUEST_TIMEOUT_MS }) }),
  );
}

/** The slip as the site stores it (session storage, per area), captured once from a pick on SLIP_BOARD. */
let storedSlip: string | undefined;

/**
 * A fresh start: the backend reset; the page's first load finds (for member steps) the session a login leaves
 * and the slip. Both are seeded by an init script that runs once per page, so later loads see what the site kept.
 */
async function start(page: Page, member: boolean) {
  const { apiUrl } = e2eMode();
  await demoControl(page, 'POST', '/__demo/reset');
  await demoControl(page, 'DELETE', '/__demo/scenario');
  await routeConfig(page);
  let session: unknown = null;
  if (member) {
    const answer = await page.request.post(`${apiUrl}/auth/login`, { data: { userId: 'demo01', password: DEMO_PASSWORD } });
    expect(answer.ok(), `login: ${answer.status()}`).toBe(true);
    session = await answer.json();
  }
  await page.addInitScript(
    ({ session, slip, slipKey }) => {
      if (window.location.pathname === '/config.json' || sessionStorage.getItem('fault-matrix.seeded')) return;
      localStorage.clear();
      sessionStorage.clear();
      if (session) localStorage.setItem('betkit.session', JSON.stringify(session));
      if (slip) sessionStorage.setItem(slipKey, slip);
      sessionStorage.setItem('fault-matrix.seeded', '1');
    },
    { session, slip: storedSlip ?? null, slipKey: SLIP_KEY },
  );
}

const slipCount = (page: Page) => page.evaluate((key) => (JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[]).length, SLIP_KEY);

interface Plan {
  /** Each discovered call with the first step that makes it. */
  cells: { call: string; step: string }[];
  /** Catalogue calls no step made. */
  notOnScreen: string[];
  /** The calls each step made (first seen there or not). */
  byStep: Record<string, string[]>;
}
let plan: Plan | undefined;

interface CellResult {
  call: string;
  step: string;
  fault: FaultName;
  ok: boolean;
  expectedFailure?: string;
  detail?: string;
}
const results: CellResult[] = [];

/** Cells that fail for a reason that cannot be fixed here, with the reason (printed in the report). */
const EXPECTED_FAILURES: Record<string, string> = {};

function faultRoute(page: Page, call: ApiCallDescription, fault: FaultName, hits: { count: number }) {
  const { apiUrl } = e2eMode();
  // The site's origin from the project (the page may still be blank when the route is set).
  const siteOrigin = new URL(test.info().project.use.baseURL!).origin;
  const cors = { 'Access-Control-Allow-Origin': siteOrigin, 'Access-Control-Allow-Credentials': 'true' };
  let closed: () => void = () => undefined;
  const pageClosed = new Promise<void>((resolve) => {
    closed = resolve;
  });
  page.once('close', () => closed());
  return page.route(`${apiUrl}/**`, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS' || callOf(request)?.path !== call.path || request.method() !== call.method) {
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
        // Never answered: the client gives up at its timeout; the route ends with the page.
        await pageClosed;
        await route.abort('failed').catch(() => undefined);
        return;
    }
  });
}

/** The visible text of the page, including open dialogs. */
const pageText = (page: Page) => page.locator('body').innerText();

/** Everything before the step, unfaulted: a fresh start, the step's set-up, and the slip (one pick on the europe board). */
async function before(page: Page, step: Step) {
  await start(page, step.member);
  if (step.prepare) {
    await step.prepare(page);
    // The set-up placed a bet with the seeded pick: a new one-pick slip is built on the board.
    await page.goto(SLIP_BOARD);
    if ((await slipCount(page)) === 0) await pickHomeWins(page, 1);
  }
  if (!step.prepare && storedSlip === undefined) {
    await page.goto(SLIP_BOARD);
    await pickHomeWins(page, 1);
  }
  if (page.url().startsWith('http')) {
    await expect.poll(() => slipCount(page)).toBe(1);
    storedSlip ??= await page.evaluate((key) => sessionStorage.getItem(key) ?? undefined, SLIP_KEY);
    await settled(page);
  }
}

async function checkCell(page: Page, step: Step, call: ApiCallDescription, fault: FaultName, errors: string[]) {
  const hits = { count: 0 };
  await before(page, step);
  await faultRoute(page, call, fault, hits);
  // An action whose screen failed to load cannot be finished (no list, no button): that is the designed
  // outcome of the earlier fault, checked below; the step's own error is kept for the message.
  let stepError: unknown;
  await step.run(page).catch((error: unknown) => {
    stepError = error;
  });
  await settled(page);
  expect(hits.count, `${callName(call)} was not made by "${step.name}" this time${stepError ? ` (${String(stepError)})` : ''}`).toBeGreaterThan(0);

  // The designed outcome.
  if (fault === '500') {
    // Spec 8: 500 → log out and alert '예상치못한 문제가 발생했습니다.'
    const alert = page.getByRole('alertdialog').filter({ hasText: SERVER_ERROR_TEXT }).first();
    await expect(alert).toBeVisible();
    // The modal alert hides the rest of the page from the accessibility tree: answer it, then see the header.
    await alert.getByRole('button', { name: '확인' }).first().click();
    await expect(page.getByRole('banner').getByRole('button', { name: '로그인' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('betkit.session'))).toBeNull();
  } else {
    // Never a blank screen: the layout's main area (or the error page) shows Korean text.
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('main')).toHaveText(/[가-힣]/);
  }
  const text = await pageText(page);
  expect(text, 'English or raw text shown to the member').not.toMatch(LEAKS);
  await expect(page.getByText('An error occurred')).toHaveCount(0);
  expect(errors, 'uncaught errors').toEqual([]);

  // The slip is still there: open it (unfaulted) on the board it was built on.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await routeConfig(page);
  const slipAfter = await slipCount(page);
  if (step.consumesSlip && slipAfter === 0) {
    // Only when the action went through despite the fault (a call after the bet was faulted): placing empties the slip.
    await expect(page.getByText('베팅이 완료되었습니다.')).toBeVisible();
    return;
  }
  expect(slipAfter, 'the slip lost its pick').toBe(1);
  // Open the slip: the current screen's slip column, else the board it was built on.
  if ((await page.getByRole('region', { name: /^베팅카트/ }).count()) === 0) await page.goto(SLIP_BOARD);
  const slip = await openSlip(page);
  await expect(slip.locator('li[data-kind="pick"]')).toHaveCount(1);
}

/** A page in a context of its own, with the project's settings. */
async function newPage(browser: Browser): Promise<Page> {
  const { baseURL, viewport, locale, timezoneId, serviceWorkers, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId, serviceWorkers, userAgent, deviceScaleFactor, isMobile, hasTouch });
  return context.newPage();
}

function report() {
  if (!plan) return;
  const rows = plan.cells.map(({ call, step }) => {
    const cells = FAULTS.map((fault) => results.find((r) => r.call === call && r.step === step && r.fault === fault));
    return { call, step, cells };
  });
  const mark = (r?: CellResult) => (!r ? '·' : r.ok ? '✓' : r.expectedFailure ? '✗ (expected)' : '✗');
  const lines = [
    `| call | first step | ${FAULTS.map((f) => FAULT_TITLES[f]).join(' | ')} |`,
    `|---|---|${FAULTS.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.call} | ${row.step} | ${row.cells.map(mark).join(' | ')} |`),
  ];
  const failed = results.filter((r) => !r.ok && !r.expectedFailure);
  const expected = results.filter((r) => r.expectedFailure);
  const md = [
    '# Fault matrix',
    '',
    `${plan.cells.length} calls × ${FAULTS.length} faults = ${plan.cells.length * FAULTS.length} cases, ${failed.length} failed, ${expected.length} expected failures.`,
    '',
    ...lines,
    '',
    '## Calls per step (discovered)',
    '',
    ...Object.entries(plan.byStep).map(([step, calls]) => `- ${step}: ${calls.join(', ') || '(none)'}`),
    '',
    '## Not on a screen yet',
    '',
    ...plan.notOnScreen.map((call) => `- ${call}`),
    '',
    ...(failed.length ? ['## Failures', '', ...failed.map((r) => `- ${r.call} × ${r.fault} (${r.step}): ${r.detail}`), ''] : []),
    ...(expected.length ? ['## Expected failures', '', ...expected.map((r) => `- ${r.call} × ${r.fault}: ${r.expectedFailure}`), ''] : []),
  ].join('\n');
  const dir = path.resolve('.reports');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'fault-matrix.md'), md);
  writeFileSync(
    path.join(dir, 'fault-matrix.json'),
    JSON.stringify(
      {
        calls: plan.cells.length,
        faults: FAULTS,
        cases: plan.cells.length * FAULTS.length,
        ran: results.length,
        failed: failed.length,
        expectedFailures: expected.length,
        catalogue: catalogue.length,
        cells: results,
        byStep: plan.byStep,
        notOnScreen: plan.notOnScreen,
      },
      null,
      2,
    ),
  );
  console.log(`\n${md}\n`);
}

test.describe('fault matrix', () => {
  test('discovers which calls each step makes', async ({ browser }) => {
    const { apiUrl } = e2eMode();
    test.skip(!apiUrl, 'the matrix needs the demo backend over HTTP');
    test.setTimeout(900_000);
    const apiOrigin = new URL(apiUrl!).origin;
    let current: string | null = null;
    const byStep: Record<string, string[]> = {};
    const firstStep = new Map<string, string>();
    const unknown = new Set<string>();
    for (const step of STEPS) {
      await test.step(step.name, async () => {
        const page = await newPage(browser);
        trackCalls(page, apiOrigin, (request) => {
          if (current === null) return;
          const call = callOf(request);
          if (!call) {
            unknown.add(`${request.method()} ${new URL(request.url()).pathname}`);
            return;
          }
          const name = callName(call);
          if (!byStep[current]!.includes(name)) byStep[current]!.push(name);
          if (!firstStep.has(name)) firstStep.set(name, current);
        });
        try {
          await before(page, step);
          byStep[step.name] = [];
          current = step.name;
          await step.run(page);
          current = null;
        } finally {
          await page.context().close();
        }
      });
    }
    expect([...unknown], 'requests the catalogue does not know').toEqual([]);
    const cells = [...firstStep].map(([call, step]) => ({ call, step }));
    plan = { cells, byStep, notOnScreen: catalogue.map(callName).filter((name) => !firstStep.has(name)) };
    expect(cells.length).toBeGreaterThan(5);
  });

  for (const fault of FAULTS) {
    test(`every call × ${FAULT_TITLES[fault]}`, async ({ browser }) => {
      test.skip(!e2eMode().apiUrl, 'the matrix needs the demo backend over HTTP');
      expect(plan, 'the discovery test ran first').toBeDefined();
      test.setTimeout(60_000 + plan!.cells.length * 60_000);
      const { apiUrl } = e2eMode();
      const apiOrigin = new URL(apiUrl!).origin;
      for (const { call: name, step: stepName } of plan!.cells) {
        const call = catalogue.find((entry) => callName(entry) === name)!;
        const step = STEPS.find((entry) => entry.name === stepName)!;
        const key = `${name} × ${fault}`;
        await test.step(`${name} (${stepName})`, async () => {
          const page = await newPage(browser);
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          trackCalls(page, apiOrigin);
          let detail: string | undefined;
          try {
            await checkCell(page, step, call, fault, errors);
          } catch (error) {
            detail = (error instanceof Error ? error.message : String(error)).split('\n').slice(0, 6).join(' ').slice(0, 400);
          } finally {
            await page.context().close();
          }
          const expectedFailure = EXPECTED_FAILURES[key];
          results.push({ call: name, step: stepName, fault, ok: detail === undefined, expectedFailure: detail ? expectedFailure : undefined, detail });
        });
      }
      report();
      const failed = results.filter((r) => r.fault === fault && !r.ok && !r.expectedFailure);
      expect(failed.map((r) => `${r.call} × ${r.fault} (${r.step}): ${r.detail}`)).toEqual([]);
    });
  }
});
