import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { SCREEN_WAIT, siteScreen } from '../stories/siteDecorator';
import MyWalletPage from './MyWalletPage';

const meta = {
  title: 'Site/Money/MyWalletPage',
  component: MyWalletPage,
  ...siteScreen({ padded: false, route: '/mywallet', member: 'demo01' }),
} satisfies Meta<typeof MyWalletPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

async function pointsHeld(strip: HTMLElement) {
  return amountOf(within(strip).getByText('포인트').nextElementSibling!.textContent);
}

/** demo01's wallet: the balances, both conversion forms, the account enquiry and the two history places. */
export const Member: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '내 지갑' }, SCREEN_WAIT)).toBeVisible();
    const strip = canvas.getByRole('group', { name: '보유 잔액' });
    await expect(within(strip).getByText('보유머니').nextElementSibling).toHaveTextContent(/^₩[\d,]+$/);
    await expect(canvas.getByRole('form', { name: '포인트 전환' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: '콤프 전환' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '계좌문의' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '입금내역' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '출금내역' })).toBeVisible();
  },
};

/** Converting 5,000 points: '포인트 전환에 성공했습니다.' and the strip's points go down by 5,000. */
export const ConvertPoints: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: '내 지갑' }, SCREEN_WAIT);
    const strip = canvas.getByRole('group', { name: '보유 잔액' });
    const before = await pointsHeld(strip);
    const form = within(canvas.getByRole('form', { name: '포인트 전환' }));
    await userEvent.type(form.getByRole('textbox', { name: '전환할 포인트' }), '5000');
    await userEvent.click(form.getByRole('button', { name: '포인트 전환' }));
    await waitFor(() => expect(form.getByRole('status')).toHaveTextContent('포인트 전환에 성공했습니다.'), SCREEN_WAIT);
    await waitFor(async () => expect(await pointsHeld(strip)).toBe(before - 5_000), SCREEN_WAIT);
  },
};

/** The server refuses the conversion without a text: '문제가 발생했습니다. 관리자에게 문의해주세요.'. */
export const ConversionFailed: Story = {
  parameters: { msw: { handlers: [http.post('*/emoney/pointToEmoney', () => new HttpResponse(null, { status: 400 }))] } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: '내 지갑' }, SCREEN_WAIT);
    const form = within(canvas.getByRole('form', { name: '포인트 전환' }));
    await userEvent.type(form.getByRole('textbox', { name: '전환할 포인트' }), '5000');
    await userEvent.click(form.getByRole('button', { name: '포인트 전환' }));
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(/^문제가 발생했습니다\. 관리자에게 문의해주세요\.$/), SCREEN_WAIT);
  },
};

/** The point dialog from the strip: the latest 10 entries with MM-DD HH:mm times. */
export const PointDialog: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: '내 지갑' }, SCREEN_WAIT);
    await userEvent.click(canvas.getByRole('button', { name: '포인트전환' }));
    const dialog = await screen.findByRole('dialog', { name: '포인트 전환' }, SCREEN_WAIT);
    const table = await within(dialog).findByRole('table', { name: '포인트 내역 (최근 10건)' }, SCREEN_WAIT);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(10);
    for (const row of rows) await expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(/^\d{2}-\d{2} \d{2}:\d{2}$/);
  },
};

/** The account enquiry: '계좌문의가 완료되었습니다. 고객센터 답변을 확인해주세요.' in the site's alert. */
export const AccountEnquiry: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '계좌문의' }, SCREEN_WAIT));
    const alert = await screen.findByRole('alertdialog', {}, SCREEN_WAIT);
    await waitFor(() => expect(alert).toHaveAccessibleDescription('계좌문의가 완료되었습니다. 고객센터 답변을 확인해주세요.'));
    await userEvent.click(within(alert).getByRole('button', { name: '확인' }));
  },
};

/** At 424 px: the mobile strip and the forms stacked. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: '내 지갑' }, SCREEN_WAIT);
    await expect(canvas.getByRole('group', { name: '보유 잔액' })).toHaveAttribute('data-variant', 'mobile');
  },
};

/** A guest is asked to log in. */
export const Guest: Story = {
  parameters: { member: '' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SCREEN_WAIT)).toHaveTextContent('로그인 후 이용 가능합니다');
  },
};
