import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { figureCardsLabels, figureExplainLabels, ledgerTableLabels, periodFilterLabels } from '@betkit/ui';
import { recommendersPath } from '../app/paths';
import { SCREEN_WAIT, siteScreen } from '../stories/siteDecorator';
import { recommenderLabels } from './labels';
import RecommenderRoutes from './RecommenderRoutes';

/** The story's own error boundary stand-in: the area's pages render as they are. */
const PassThrough = ({ children }: { pathname: string; children: ReactNode }) => children;

/** Where the area sent someone it refused: the path and query, for the play to read. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{`${pathname}${search}`}</p>;
}

/** /recommender/* as the site routes it, and a marker for any other path. */
function RecommenderArea() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path={`${recommendersPath}/*`} element={<RecommenderRoutes notFound={<p>404</p>} Boundary={PassThrough} />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </Suspense>
  );
}

const meta = {
  title: 'Site/Recommender/RecommenderArea',
  component: RecommenderArea,
  ...siteScreen({ route: '/recommender/pt', member: 'recommender01' }),
  globals: atViewport('desktop'),
} satisfies Meta<typeof RecommenderArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table of a list tab, once its rows are drawn. */
async function tableOf(canvas: ReturnType<typeof within>, name: string) {
  const table = await canvas.findByRole('table', { name }, SCREEN_WAIT);
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2), SCREEN_WAIT);
  return table;
}

/** /recommender/pt: the period's losing settlement with its basis, inputs and "how was this computed", on the light theme. */
export const LosingSettlement: Story = {
  play: async ({ canvas }) => {
    const tabs = await canvas.findByRole('navigation', { name: '추천인 메뉴' }, SCREEN_WAIT);
    await expect(within(tabs).getByRole('link', { name: '루징 정산' })).toHaveAttribute('aria-current', 'page');
    await expect(within(tabs).getAllByRole('link')).toHaveLength(5);
    const figures = await canvas.findByRole('region', { name: recommenderLabels.figures }, SCREEN_WAIT);
    // ui's LosingFigure: the amount, the basis and the contract percent, and how it was computed.
    const card = within(figures).getByRole('group', { name: figureCardsLabels.losing });
    await expect(card).toHaveTextContent(/기준: .+ · 계약 요율 10%/);
    await expect(within(card).getByRole('button', { name: figureExplainLabels.title(figureCardsLabels.losing) })).toBeVisible();
    await expect(within(figures).getByText(recommenderLabels.base)).toBeVisible();
    await expect(canvas.getByText(new RegExp(periodFilterLabels.applied))).toBeVisible();
    await expect(canvas.getByText('추천왕')).toBeVisible();
  },
};

/** /recommender/member: the recommender's members, ids masked (three characters, then stars), with a totals row, the period's sums and the CSV. */
export const Members: Story = {
  parameters: { route: '/recommender/member' },
  play: async ({ canvas }) => {
    const table = await tableOf(canvas, '회원');
    const ids = within(table)
      .getAllByRole('row')
      .slice(1, -1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
    await expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) await expect(id).toMatch(/^[^*]{1,3}\*{2,}$/);
    await expect(within(table).getByText(ledgerTableLabels.totals)).toBeVisible();
    // The server's sums of the whole period, named apart from the page's totals row.
    const sums = canvas.getByRole('group', { name: ledgerTableLabels.periodTotals });
    await expect(within(sums).getByText(recommenderLabels.columns.deposits)).toBeVisible();
    await expect(canvas.getByRole('button', { name: ledgerTableLabels.download })).toBeEnabled();
  },
};

/** /recommender/deposit: the members' deposits with the spec's status labels. */
export const Deposits: Story = {
  parameters: { route: '/recommender/deposit' },
  play: async ({ canvas }) => {
    const table = await tableOf(canvas, '입금');
    await expect(within(table).getAllByText(/완료|처리중|취소/).length).toBeGreaterThan(0);
  },
};

/** /recommender/withdraw: the members' withdrawals. */
export const Withdrawals: Story = {
  parameters: { route: '/recommender/withdraw' },
  play: async ({ canvas }) => {
    const tabs = await canvas.findByRole('navigation', { name: '추천인 메뉴' }, SCREEN_WAIT);
    await expect(within(tabs).getByRole('link', { name: '출금' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('table', { name: '출금' }, SCREEN_WAIT)).toBeVisible();
  },
};

/** /recommender/calc: the settlement log, each week's estimate, confirmed, paid and carried amounts, and each week's formula. */
export const SettlementLog: Story = {
  parameters: { route: '/recommender/calc' },
  play: async ({ canvas }) => {
    const table = await tableOf(canvas, '정산 로그');
    await expect(within(table).getByRole('columnheader', { name: /이월/ })).toBeVisible();
    // Each week shown opens its formula (estimate = rolling + losing, then paid or carried).
    const explanations = canvas.getByRole('list', { name: recommenderLabels.settlementExplanations });
    await expect(within(explanations).getAllByRole('listitem').length).toBe(within(table).getAllByRole('row').length - 2);
    await expect(within(explanations).getAllByRole('button')[0]).toHaveAccessibleName(/계산 방법/);
  },
};

/** A period without members' money: the empty line, no rows. */
export const EmptyPeriod: Story = {
  parameters: {
    route: '/recommender/member',
    msw: { handlers: [http.get('/recommender/members', () => HttpResponse.json({ list: [], totalCount: 0, totals: {} }))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(ledgerTableLabels.empty, {}, SCREEN_WAIT)).toBeVisible();
  },
};

/** The summary cannot be read: the server's text and a retry, the tabs still there. */
export const Failed: Story = {
  parameters: { msw: { handlers: [http.get('/recommender/summary', () => HttpResponse.text('정산 서버 점검 중입니다.', { status: 400 }))] } },
  play: async ({ canvas }) => {
    const text = await canvas.findByText('정산 서버 점검 중입니다.', {}, SCREEN_WAIT);
    const alert = text.closest<HTMLElement>('[role="alert"]');
    await expect(alert).not.toBeNull();
    await expect(within(alert!).getByRole('button', { name: '다시 시도' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '추천인 메뉴' })).toBeVisible();
  },
};

/** The summary is still loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('/recommender/summary', () => new Promise<never>(() => undefined))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(recommenderLabels.summaryLoading, {}, SCREEN_WAIT)).toBeVisible();
  },
};

/** The period comes from the URL: the filter shows it applied. */
export const PeriodFromUrl: Story = {
  parameters: { route: '/recommender/member?from=2026-11-01&to=2026-11-15' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/2026-11-01 00:00 ~ 2026-11-15 24:00/, {}, SCREEN_WAIT)).toBeVisible();
  },
};

/** The 424 px layout: the tabs over the member list, which scrolls sideways inside its frame. */
export const Mobile: Story = {
  parameters: { route: '/recommender/member' },
  globals: atViewport('mobile'),
  play: async ({ canvas }) => {
    await tableOf(canvas, '회원');
    await expect(canvas.getByRole('navigation', { name: '추천인 메뉴' })).toBeVisible();
  },
};

/** A guest is sent to /auth/login, asked to come back to the tab after login. */
export const GuestGoesToLogin: Story = {
  parameters: { member: '' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('elsewhere', {}, SCREEN_WAIT)).toHaveTextContent('/auth/login?redirect=%2Frecommender%2Fpt');
  },
};

/** A member without a recommender code: the server refuses the read (403) and the area sends them to /auth/login. */
export const NotARecommender: Story = {
  parameters: { member: 'demo01' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('elsewhere', {}, SCREEN_WAIT)).toHaveTextContent(/^\/auth\/login$/);
  },
};
