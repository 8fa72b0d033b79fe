import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { memberMessages, type SiteMessage } from '@betkit/domain';
import { expectInertServerHtml } from '@betkit/storybook/checks';
import { atViewport } from '@betkit/storybook/viewports';
import { buttonLabels } from '../button/labels';
import { messageBoxLabels } from './labels';
import { MessageBox } from './MessageBox';

/** A message of the fixed story day; `read` is its confirmStatus. */
function message(id: number, title: string, minute: number, read: boolean, contents = `<p>${title} 안내입니다.</p>`): SiteMessage {
  return { id, title, contents, createdAt: `2026-11-22 20:${String(minute).padStart(2, '0')}:00`, confirmStatus: read ? 1 : 0 };
}

/** Newest first as the server sends them; the unread one is not the newest. */
const inbox: SiteMessage[] = [
  message(7, '[공지] 정기 점검 안내', 50, true, '<p>매주 화요일 <strong>06:00~08:00</strong> 정기 점검이 있습니다.</p>'),
  message(6, '[안내] 입금 계좌가 변경되었습니다', 40, false, '<p>입금 전 반드시 <a href="https://example.com/guide">계좌 문의</a>를 해 주세요.</p>'),
  message(5, '가입을 환영합니다', 30, true),
  message(4, '출금 처리 완료 안내', 20, true),
];

/** The box over a list it changes as the site would: opening marks read, deleting removes. */
function LiveBox({ initial, onOpen, onDelete }: { initial: SiteMessage[]; onOpen: (m: SiteMessage) => void; onDelete: (ids: readonly number[]) => void }) {
  const [messages, setMessages] = useState(initial);
  return (
    <MessageBox
      messages={messages}
      onOpen={(opened) => {
        onOpen(opened);
        setMessages((list) => list.map((m) => (m.id === opened.id ? { ...m, confirmStatus: 1 } : m)));
      }}
      onDelete={(ids) => {
        onDelete(ids);
        setMessages((list) => list.filter((m) => !ids.includes(m.id)));
      }}
    />
  );
}

const meta = {
  title: 'Member/MessageBox',
  component: MessageBox,
  args: { messages: inbox, onOpen: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('region', { name: messageBoxLabels.list })).getAllByRole('listitem');

/** Given no messages, the box says so and offers no delete. */
export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messageBoxLabels.empty)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: messageBoxLabels.deleteSelected })).toBeNull();
  },
};

/** Given four messages with one unread, the unread one comes first, marked '안읽음' and in bold; all are closed. */
export const UnreadFirst: Story = {
  play: async ({ canvas }) => {
    const items = rows(canvas);
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent(/안읽음\[안내\] 입금 계좌가 변경되었습니다2026-11-22 20:40/);
    await expect(items.slice(1).map((item) => within(item).getByText(messageBoxLabels.read))).toHaveLength(3);
    await expect(getComputedStyle(within(items[0]!).getByText('[안내] 입금 계좌가 변경되었습니다')).fontWeight).toBe('700');
    await expect(canvas.getByText('총 4통 · 안읽음 1통')).toBeVisible();
    for (const button of canvas.getAllByRole('button', { expanded: false })) await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Opening the unread message shows its contents in place and asks the site to mark it read (PUT /message/). */
export const OpenMarksRead: Story = {
  render: (args) => <LiveBox initial={inbox} onOpen={args.onOpen!} onDelete={args.onDelete!} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /입금 계좌가 변경되었습니다/ }));
    const article = await canvas.findByRole('article', { name: '[안내] 입금 계좌가 변경되었습니다' });
    await expect(article).toHaveTextContent('입금 전 반드시 계좌 문의를 해 주세요.');
    await expect(within(article).getByRole('link', { name: '계좌 문의' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 6 }));
    await waitFor(() => expect(canvas.getByText('총 4통 · 안읽음 0통')).toBeVisible());
    // The trigger closes it again.
    await userEvent.click(canvas.getByRole('button', { name: /입금 계좌가 변경되었습니다/ }));
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** Deleting with nothing selected shows the none-selected refusal and sends nothing. */
export const DeleteNothingSelected: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: messageBoxLabels.deleteSelected }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(memberMessages.noneSelected);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Deleting a selection that holds the unread message shows the unread refusal and sends nothing. */
export const DeleteUnreadRefused: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '[안내] 입금 계좌가 변경되었습니다 선택' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '가입을 환영합니다 선택' }));
    await expect(canvas.getByText('2통 선택')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: messageBoxLabels.deleteSelected }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(memberMessages.unreadCannotDelete);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Deleting two read messages sends their ids; the list drops them and the refusal line stays empty. */
export const DeleteRead: Story = {
  render: (args) => <LiveBox initial={inbox} onOpen={args.onOpen!} onDelete={args.onDelete!} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '가입을 환영합니다 선택' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '출금 처리 완료 안내 선택' }));
    await userEvent.click(canvas.getByRole('button', { name: messageBoxLabels.deleteSelected }));
    await expect(args.onDelete).toHaveBeenCalledWith([5, 4]);
    await expect(canvas.queryByText(memberMessages.noneSelected)).toBeNull();
    await expect(canvas.queryByText(memberMessages.unreadCannotDelete)).toBeNull();
    await waitFor(() => expect(rows(canvas)).toHaveLength(2));
  },
};

/** While a delete runs the button is busy and a second click sends nothing more. */
export const Deleting: Story = {
  args: { deleting: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: buttonLabels.busy });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Server HTML in a message is inert: the script and the handler never run, the link opens without an opener. */
export const HostileContents: Story = {
  args: {
    messages: [
      message(9, '이벤트 당첨 안내', 10, true, '<p>당첨을 축하합니다.</p><img src="x" onerror="window.__messageXss=1"><script>window.__messageXss=1</script><a href="javascript:window.__messageXss=1">확인</a>'),
    ],
  },
  play: ({ canvasElement, userEvent }) =>
    expectInertServerHtml(canvasElement, { opener: /이벤트 당첨 안내/, article: '이벤트 당첨 안내', text: '당첨을 축하합니다.', probeGlobal: '__messageXss' }, userEvent),
};

/** At 424 px the date goes under the title; the box still fits the screen. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvas }) => {
    const items = rows(canvas);
    await expect(items[0]!.getBoundingClientRect().width).toBeLessThanOrEqual(424);
    await expect(within(items[0]!).getByText('2026-11-22 20:40')).toBeVisible();
  },
};
