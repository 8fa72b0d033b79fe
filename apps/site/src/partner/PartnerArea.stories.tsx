import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, waitFor, within } from 'storybook/test';
import { customerEnquiryMessages } from '@betkit/domain';
import { customerEnquiryFormLabels, figureCardsLabels, partnerFrameLabels } from '@betkit/ui';
import { atViewport } from '@betkit/storybook/viewports';
import { partnersPath } from '../app/paths';
import { siteScreen } from '../stories/siteDecorator';
import { storyFrame } from '../stories/storyFrame.css';
import PartnerRoutes, { type ScreenBoundary } from './PartnerRoutes';

const WAIT = { timeout: 20_000 };

/** The stories draw failures in place (the site hands the area its error page). */
const InPlace: ScreenBoundary = ({ children }) => <>{children}</>;

/** The partner area as the site routes it, partner01 logged in. */
function PartnerArea() {
  return (
    <div className={storyFrame}>
      <Routes>
        <Route path={`${partnersPath}/*`} element={<PartnerRoutes notFound={null} Boundary={InPlace} />} />
      </Routes>
    </div>
  );
}

const meta = {
  title: 'Site/Partner/PartnerArea',
  component: PartnerArea,
  ...siteScreen({ padded: false, route: '/partner/pt', member: 'partner01' }),
} satisfies Meta<typeof PartnerArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const figures = () => screen.findByRole('region', { name: figureCardsLabels.name }, WAIT);

/** At 1920 px: the side menu, partner01's nickname and contract percent (40 %), and the last 7 days' figures. */
export const Dashboard: Story = {
  globals: atViewport('desktop'),
  play: async () => {
    await expect(await figures()).toBeVisible();
    await expect(screen.getByRole('navigation', { name: partnerFrameLabels.menu })).toBeVisible();
    await expect(screen.getByText('계약 요율 40%')).toBeVisible();
  },
};

/** At 424 px: the menu is a drawer behind the top bar's button; the figures stack. */
export const AtMobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ userEvent }) => {
    await figures();
    await userEvent.click(screen.getByRole('button', { name: partnerFrameLabels.openMenu }));
    const drawer = await screen.findByRole('dialog', { name: partnerFrameLabels.menu });
    await expect(within(drawer).getByRole('link', { name: '회원 관리' })).toBeVisible();
  },
};

/** A period with no deposits: the list says so, with no CSV to save. */
export const EmptyPeriod: Story = {
  parameters: { route: '/partner/deposit?from=2020-01-01&to=2020-01-07' },
  play: async () => {
    await expect(await screen.findByText('조회된 내역이 없습니다.', {}, WAIT)).toBeVisible();
    await expect(screen.getByRole('button', { name: /엑셀 다운로드/ })).toBeDisabled();
  },
};

/** The summary fails: the server's text and a retry, never a false zero. */
export const Failed: Story = {
  parameters: { msw: { handlers: [http.get('*/partner/summary', () => HttpResponse.json({ message: '집계 서버 점검 중입니다.' }, { status: 503 }))] } },
  play: async () => {
    await expect(await screen.findByText('집계 서버 점검 중입니다.', {}, WAIT)).toBeVisible();
    await expect(screen.getByRole('button', { name: /다시/ })).toBeVisible();
    await expect(screen.queryByRole('region', { name: figureCardsLabels.name })).toBeNull();
  },
};

/** Ninety days of partner01's members: a page of ten with the page buttons, the totals row and the period's sums. */
export const LongMemberList: Story = {
  globals: atViewport('desktop'),
  parameters: { route: '/partner/member?from=2026-08-30&to=2026-11-28' },
  play: async () => {
    const table = await screen.findByRole('table', { name: '회원 관리' }, WAIT);
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(2);
    await expect(screen.getByRole('navigation', { name: /회원 관리 페이지 이동/ })).toBeVisible();
  },
};

/** The enquiry form: sent once however often it is pressed, then the received text. */
export const EnquirySent: Story = {
  parameters: { route: '/partner/customer' },
  play: async ({ userEvent }) => {
    const form = await screen.findByRole('form', { name: customerEnquiryFormLabels.form }, WAIT);
    await userEvent.type(within(form).getByRole('textbox', { name: /^제목/ }), '정산 문의');
    await userEvent.type(within(form).getByRole('textbox', { name: /^문의 내용/ }), '지난주 정산 금액을 확인하고 싶습니다.');
    await userEvent.dblClick(within(form).getByRole('button', { name: customerEnquiryFormLabels.submit }));
    await waitFor(() => expect(screen.getByText(customerEnquiryMessages.completed)).toBeVisible(), WAIT);
  },
};

/** The settlement log: each period shown opens its formula (estimate = rolling + losing, then what was paid or carried). */
export const SettlementLog: Story = {
  globals: atViewport('desktop'),
  parameters: { route: '/partner/calc?from=2026-10-01&to=2026-11-28' },
  play: async ({ userEvent }) => {
    await screen.findByRole('table', { name: '정산 내역' }, WAIT);
    const explanations = screen.getByRole('list', { name: '정산 기간별 계산 방법' });
    await userEvent.click(within(explanations).getAllByRole('button')[0]!);
    await expect(await screen.findByText(/^예상 정산 = 롤링 /)).toBeVisible();
  },
};
