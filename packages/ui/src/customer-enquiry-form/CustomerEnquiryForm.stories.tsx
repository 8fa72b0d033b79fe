import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { customerEnquiryMessages } from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import { CustomerEnquiryForm, type CustomerEnquiry, type CustomerEnquiryOutcome } from './CustomerEnquiryForm';
import { customerEnquiryFormLabels } from './labels';

const received: CustomerEnquiryOutcome = { ok: true, message: customerEnquiryMessages.completed };

const meta = {
  title: 'Member/CustomerEnquiryForm',
  component: CustomerEnquiryForm,
  args: { onSubmit: fn((_enquiry: CustomerEnquiry): Promise<CustomerEnquiryOutcome> | CustomerEnquiryOutcome => received) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CustomerEnquiryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const titleField = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^제목/ });
const contentsField = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^문의 내용/ });
const submit = (canvas: Canvas) => canvas.getByRole('button', { name: customerEnquiryFormLabels.submit });

/** Nothing typed: the two required fields, the title's limit and the question's character count. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: '1:1 문의' })).toBeVisible();
    await expect(titleField(canvas)).toHaveAccessibleDescription('50자 이내');
    await expect(contentsField(canvas)).toHaveAccessibleDescription('0 / 2,000자');
    await expect(submit(canvas)).toBeEnabled();
  },
};

/** Sent empty: both Korean messages, tied to their fields, and nothing is sent. */
export const Refused: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(titleField(canvas), '   ');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText('제목을 입력해주세요.')).toBeVisible();
    await expect(canvas.getByText('내용을 입력해주세요.')).toBeVisible();
    await expect(titleField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(contentsField(canvas)).toHaveAccessibleDescription('0 / 2,000자 내용을 입력해주세요.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A title over 50 characters: its message, and nothing is sent. */
export const TitleTooLong: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(titleField(canvas), '가'.repeat(51));
    await userEvent.type(contentsField(canvas), '출금 문의');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText('제목은 50자 이내로 입력해주세요.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sent: the enquiry goes once, trimmed; the received text shows and the form is cleared for the next one. */
export const Sent: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(titleField(canvas), '  출금 지연 문의 ');
    await userEvent.type(contentsField(canvas), '어제 신청한 출금이 아직 처리되지 않았습니다.{enter}확인 부탁드립니다.');
    // 25 characters, the line break and 10 more.
    await expect(contentsField(canvas)).toHaveAccessibleDescription('36 / 2,000자');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('status')).toHaveTextContent(customerEnquiryMessages.completed);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: '출금 지연 문의',
      questionContents: '어제 신청한 출금이 아직 처리되지 않았습니다.\n확인 부탁드립니다.',
    });
    await expect(titleField(canvas)).toHaveValue('');
    await expect(contentsField(canvas)).toHaveValue('');
  },
};

/** The server refuses: its text shows and what the member typed is kept. */
export const Failed: Story = {
  args: {
    onSubmit: fn(async (_enquiry: CustomerEnquiry): Promise<CustomerEnquiryOutcome> => ({ ok: false, message: '고객센터 점검 중입니다' })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(titleField(canvas), '계좌 문의');
    await userEvent.type(contentsField(canvas), '입금 계좌를 알려주세요.');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('status')).toHaveTextContent('고객센터 점검 중입니다');
    await expect(titleField(canvas)).toHaveValue('계좌 문의');
  },
};

/** A double click while the request runs sends one enquiry; the button is busy until it ends. */
export const DoubleClick: Story = {
  globals: atViewport('mobile'),
  args: {
    // The request takes a moment, so the second click lands while it runs.
    onSubmit: fn(
      (_enquiry: CustomerEnquiry) => new Promise<CustomerEnquiryOutcome>((resolve) => setTimeout(() => resolve(received), 300)),
    ),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(titleField(canvas), '보너스 문의');
    await userEvent.type(contentsField(canvas), '첫충 보너스가 지급되지 않았습니다.');
    await userEvent.dblClick(submit(canvas));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(customerEnquiryMessages.completed));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};
