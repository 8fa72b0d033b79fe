import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { expectLoginGate, memberScreen } from '../stories/siteDecorator';
import BoardPage from './BoardPage';

const meta = {
  title: 'Site/Boards/BoardPage',
  ...memberScreen(BoardPage, '/board/notice', ''),
  args: { kind: 'notice' },
  globals: atViewport('desktop'),
} satisfies Meta<typeof BoardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /board/notice: a guest is asked to log in; no notice list. */
export const NoticeGuest: Story = {
  play: () => expectLoginGate(() => screen.queryByRole('region', { name: '공지 목록' })),
};
