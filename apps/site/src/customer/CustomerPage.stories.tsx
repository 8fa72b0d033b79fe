import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, within } from 'storybook/test';
import { customerEnquiryMessages } from '@betkit/domain';
import { customerCentreLabels, customerEnquiryFormLabels } from '@betkit/ui';
import { atViewport } from '@betkit/storybook/viewports';
import { memberScreen } from '../stories/siteDecorator';
import CustomerPage from './CustomerPage';

const WAIT = { timeout: 20_000 };

const meta = {
  title: 'Site/Member/CustomerPage',
  ...memberScreen(CustomerPage, '/customer'),
} satisfies Meta<typeof CustomerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The enquiry bodies the demo backend received in this story. */
const sent: unknown[] = [];
const recordEnquiry = http.post('*/customer/', async ({ request }) => {
  sent.push(await request.clone().json());
  return undefined;
});

/** Fills and sends the 1:1 enquiry form. */
async function sendEnquiry(userEvent: { type: (element: Element, text: string) => Promise<void>; click: (element: Element) => Promise<void> }) {
  const form = await screen.findByRole('form', { name: customerEnquiryFormLabels.form }, WAIT);
  await userEvent.type(within(form).getByRole('textbox', { name: /^제목/ }), '출금 지연 문의');
  await userEvent.type(within(form).getByRole('textbox', { name: /^문의 내용/ }), '어제 신청한 출금이 아직 처리되지 않았습니다.');
  await userEvent.click(within(form).getByRole('button', { name: customerEnquiryFormLabels.submit }));
  return form;
}

/** At 1920 px, demo01 sends an enquiry: POST /customer/ with the member's id, the received text, the form cleared. */
export const Desktop: Story = {
  globals: atViewport('desktop'),
  beforeEach: () => {
    sent.length = 0;
  },
  parameters: { msw: { handlers: [recordEnquiry] } },
  play: async ({ userEvent }) => {
    await expect(await screen.findByRole('heading', { level: 1, name: customerCentreLabels.title }, WAIT)).toBeVisible();
    const form = await sendEnquiry(userEvent);
    await expect(await within(form).findByText(customerEnquiryMessages.completed, {}, WAIT)).toBeVisible();
    await expect(sent).toEqual([{ memberId: expect.any(Number), title: '출금 지연 문의', questionContents: '어제 신청한 출금이 아직 처리되지 않았습니다.' }]);
    await expect(within(form).getByRole('textbox', { name: /^제목/ })).toHaveValue('');
    await expect(screen.getByRole('button', { name: '계좌문의' })).toBeVisible();
  },
};

/** At 424 px: the same page in one column. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async () => {
    const form = await screen.findByRole('form', { name: customerEnquiryFormLabels.form }, WAIT);
    await expect(form.getBoundingClientRect().right).toBeLessThanOrEqual(424);
  },
};

/** The customer centre refuses (503 with its text): the text shows under the form and what was typed is kept. */
export const SendFailed: Story = {
  parameters: { msw: { handlers: [http.post('*/customer/', () => HttpResponse.text('고객센터 점검 중입니다', { status: 503 }))] } },
  play: async ({ userEvent }) => {
    const form = await sendEnquiry(userEvent);
    await expect(await within(form).findByText('고객센터 점검 중입니다', {}, WAIT)).toBeVisible();
    await expect(within(form).getByRole('textbox', { name: /^제목/ })).toHaveValue('출금 지연 문의');
  },
};

/** A guest is asked to log in; no form is shown. */
export const Guest: Story = {
  parameters: { member: '' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: '로그인 후 이용 가능합니다' }, WAIT)).toBeVisible();
    await expect(screen.queryByRole('form', { name: customerEnquiryFormLabels.form })).toBeNull();
  },
};
