import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { http } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { chargeHistoryMessages, chargeStatusLabels, withdrawMessages } from '@betkit/domain';
import { scenarios } from '@betkit/mocks';
import { chargeHistoryLabels, withdrawFormLabels, withdrawPanelLabels } from '@betkit/ui';
import { atViewport } from '@betkit/storybook/viewports';
import { memberScreen } from '../stories/siteDecorator';
import WithdrawDialog from './WithdrawDialog';
import WithdrawPage from './WithdrawPage';
import { withdrawLabels } from './withdrawLabels';

const WAIT = { timeout: 20_000 };

const meta = {
  title: 'Site/Money/WithdrawPage',
  ...memberScreen(WithdrawPage, '/withdraw'),
} satisfies Meta<typeof WithdrawPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const amountField = () => screen.findByRole('textbox', { name: withdrawFormLabels.amount }, WAIT);
const historyTable = () => screen.findByRole('table', { name: '출금내역' }, WAIT);

/** Closes the global alert after checking its text. */
async function answerAlert(user: { click: (element: Element) => Promise<void> }, text: string) {
  const alert = await screen.findByRole('alertdialog', {}, WAIT);
  await expect(alert).toHaveTextContent(text);
  await user.click(within(alert).getByRole('button'));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

/** At 1920 px: demo01's form (money, masked account) beside the withdrawal history with every status. */
export const Desktop: Story = {
  globals: atViewport('desktop'),
  play: async () => {
    await expect(await amountField()).toBeEnabled();
    await expect(screen.getByText('회원님의 1회 최대 출금금액: 20,000,000원')).toBeVisible();
    const table = await historyTable();
    await waitFor(() => expect(within(table).getAllByText(chargeStatusLabels.withdrawalProcessing).length).toBeGreaterThan(0));
    await expect(within(table).getAllByText(chargeStatusLabels.completed).length).toBeGreaterThan(0);
    await expect(within(table).getAllByText(chargeStatusLabels.cancelled).length).toBeGreaterThan(0);
  },
};

/** At 424 px: two tabs, request and history. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ userEvent }) => {
    await expect(await amountField()).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: withdrawPanelLabels.historyTab }));
    await expect(await historyTable()).toBeVisible();
  },
};

/** A withdrawal above the money held is refused with '보유머니보다 많은 금액을 입력하셨습니다.'; nothing is sent. */
export const AboveMoney: Story = {
  play: async ({ userEvent }) => {
    const field = await amountField();
    await userEvent.type(field, '2,000,000');
    await userEvent.click(screen.getByRole('button', { name: withdrawFormLabels.submit }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(`${withdrawFormLabels.amountHint} ${withdrawMessages.aboveBalance}`));
  },
};

/** A withdrawal within the money: '출금신청이 완료되었습니다.' under the form, still there once the history shows the new row being checked. */
export const Success: Story = {
  play: async ({ userEvent }) => {
    const table = await historyTable();
    const field = await amountField();
    await userEvent.type(field, '10000');
    await userEvent.click(screen.getByRole('button', { name: withdrawFormLabels.submit }));
    const form = field.closest('form')!;
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent(withdrawMessages.completed), WAIT);
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/10,000.*출금확인중/), WAIT);
    // The money and history re-reads that follow must not wipe the success text.
    await expect(within(form).getByText(withdrawMessages.completed)).toBeVisible();
  },
};

/** The server refuses (scenario chargeFailed): its text shows under the form. */
export const ServerFailure: Story = {
  parameters: { msw: { handlers: scenarios.chargeFailed } },
  play: async ({ userEvent }) => {
    await userEvent.type(await amountField(), '10000');
    await userEvent.click(screen.getByRole('button', { name: withdrawFormLabels.submit }));
    await waitFor(() => expect(screen.getByText('은행 점검시간(23:30~00:30)에는 신청할 수 없습니다.')).toBeVisible(), WAIT);
  },
};

/** Every request other than a read this story sent under /charge/ (the hides: PUT /charge/{id}, PUT /charge/userDelete/{memberId}). */
const chargeWrites: string[] = [];

/** Hiding with nothing selected says 'select a target' and sends nothing; hiding one row sends its one PUT and says 'deletion complete'. */
export const HideFromHistory: Story = {
  beforeEach: () => {
    chargeWrites.length = 0;
  },
  parameters: {
    msw: {
      handlers: [
        http.all('*/charge/*', ({ request }) => {
          if (request.method !== 'GET') chargeWrites.push(`${request.method} ${new URL(request.url).pathname}`);
          return undefined;
        }),
      ],
    },
  },
  play: async ({ userEvent }) => {
    const table = await historyTable();
    await userEvent.click(screen.getByRole('button', { name: chargeHistoryLabels.hideSelected }));
    await expect(await screen.findByText(chargeHistoryMessages.selectTarget)).toBeVisible();
    const before = within(table).getAllByRole('row').length;
    await userEvent.click(within(table).getAllByRole('button', { name: /내역 삭제$/ })[0]!);
    await answerAlert(userEvent, chargeHistoryMessages.deleted);
    // Answered after the refused select-delete, so a request from it would be listed by now.
    await expect(chargeWrites).toEqual([expect.stringMatching(/^PUT \S*\/charge\/\d+$/)]);
    await waitFor(() => expect(screen.getByText(/^총 \d+건$/)).toBeVisible());
    await expect(within(await historyTable()).getAllByRole('row').length).toBeLessThanOrEqual(before);
  },
};

/** The withdraw dialog, open. */
function OpenDialog() {
  const [open, setOpen] = useState(true);
  return <WithdrawDialog open={open} onOpenChange={setOpen} />;
}

/** The withdraw dialog at 1920 px (max width 1200). */
export const DialogDesktop: Story = {
  globals: atViewport('desktop'),
  render: () => <OpenDialog />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: withdrawLabels.title }, WAIT);
    await expect(await within(dialog).findByRole('textbox', { name: withdrawFormLabels.amount }, WAIT)).toBeVisible();
    await expect(await within(dialog).findByRole('table', { name: '출금내역' }, WAIT)).toBeVisible();
  },
};

/** The withdraw dialog at 424 px: full screen, request and history tabs. */
export const DialogMobile: Story = {
  globals: atViewport('mobile'),
  render: () => <OpenDialog />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: withdrawLabels.title }, WAIT);
    await expect(within(dialog).getByRole('tab', { name: withdrawPanelLabels.requestTab })).toHaveAttribute('aria-selected', 'true');
    await expect(await within(dialog).findByRole('textbox', { name: withdrawFormLabels.amount }, WAIT)).toBeVisible();
  },
};
