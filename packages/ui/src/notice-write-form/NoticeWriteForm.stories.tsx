import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { noticeMessages } from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import type { PostDraft, PostOutcome } from '../post-form/PostForm';
import { noticeWriteFormLabels } from './labels';
import { NoticeWriteForm } from './NoticeWriteForm';

const posted: PostOutcome = { ok: true, message: noticeMessages.posted };

const meta = {
  title: 'Member/NoticeWriteForm',
  component: NoticeWriteForm,
  args: { onSubmit: fn((_draft: PostDraft): Promise<PostOutcome> | PostOutcome => posted) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoticeWriteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const titleField = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^제목/ });
const contentsField = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^내용/ });
const submit = (canvas: Canvas) => canvas.getByRole('button', { name: noticeWriteFormLabels.submit });

/** Nothing typed: the title's limit and the body's count out of 10,000. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: '공지 작성' })).toBeVisible();
    await expect(titleField(canvas)).toHaveAccessibleDescription('100자 이내');
    await expect(contentsField(canvas)).toHaveAccessibleDescription('0 / 10,000자');
  },
};

/** Sent empty, then with a title over 100 characters: the Korean messages, and nothing is sent. */
export const Refused: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText('제목을 입력해주세요.')).toBeVisible();
    await expect(canvas.getByText('내용을 입력해주세요.')).toBeVisible();
    await userEvent.type(titleField(canvas), '가'.repeat(101));
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText('제목은 100자 이내로 입력해주세요.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Posted: sent once, trimmed; the posted text shows and the form clears (a double click is the PostForm's, see CustomerEnquiryForm). */
export const Posted: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(titleField(canvas), ' [[안내] 설 연휴 고객센터 운영 ');
    await userEvent.type(contentsField(canvas), '연휴 기간에도 고객센터는 24시간 운영합니다.');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('status')).toHaveTextContent('공지가 등록되었습니다.');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ title: '[안내] 설 연휴 고객센터 운영', contents: '연휴 기간에도 고객센터는 24시간 운영합니다.' });
    await waitFor(() => expect(titleField(canvas)).toHaveValue(''));
  },
};

/** The server refused (role not 1): its text shows and what was typed stays. */
export const ServerRefused: Story = {
  args: { onSubmit: fn((_draft: PostDraft): PostOutcome => ({ ok: false, message: noticeMessages.writeForbidden })) },
  globals: atViewport('mobile'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(titleField(canvas), '점검 안내');
    await userEvent.type(contentsField(canvas), '06:00 점검');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByRole('status')).toHaveTextContent('공지 작성 권한이 없습니다.');
    await expect(titleField(canvas)).toHaveValue('점검 안내');
  },
};
