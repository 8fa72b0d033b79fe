import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { BalanceStrip } from '../balance-strip/BalanceStrip';
import { Button } from '../button';
import { myWalletLabels } from './labels';
import { MyWallet } from './MyWallet';

const meta = {
  title: 'Member/MyWallet',
  component: MyWallet,
  args: {
    held: { point: 12_500, comp: 3_200 },
    onConvert: fn(async () => undefined),
    accountEnquiry: (
      <Button variant="secondary" size="sm">
        계좌문의
      </Button>
    ),
    balances: <BalanceStrip balances={{ emoney: 1_287_500, point: 12_500, comp: 3_200 }} variant="bar" />,
    depositHistory: <p>입금 신청 내역 자리</p>,
    withdrawHistory: <p>출금 신청 내역 자리</p>,
  },
  globals: atViewport('desktop'),
} satisfies Meta<typeof MyWallet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's parts in order, each named; a conversion sends its kind and amount. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: myWalletLabels.title })).toBeVisible();
    await expect(canvas.getByRole('region', { name: myWalletLabels.balances })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '계좌문의' })).toBeVisible();
    const parts = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(parts).toEqual(expect.arrayContaining([myWalletLabels.conversions, myWalletLabels.depositHistory, myWalletLabels.withdrawHistory]));
    await expect(canvas.getByRole('region', { name: myWalletLabels.depositHistory })).toHaveTextContent('입금 신청 내역 자리');
    const conversions = within(canvas.getByRole('region', { name: myWalletLabels.conversions }));
    const [pointAmount] = conversions.getAllByRole('textbox');
    await userEvent.type(pointAmount!, '10000');
    await userEvent.click(conversions.getAllByRole('button', { name: /전환/ })[0]!);
    await expect(args.onConvert).toHaveBeenCalledWith('point', 10_000);
  },
};
