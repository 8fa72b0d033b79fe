import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { siteScreen } from '../stories/siteDecorator';
import MemberColumn from './MemberColumn';

const meta = {
  title: 'Site/Layout/MemberColumn',
  component: MemberColumn,
  ...siteScreen({ member: 'demo01' }),
  args: { ask: fn() },
  render: (args) => (
    <div style={{ width: 320 }}>
      <MemberColumn {...args} />
    </div>
  ),
} satisfies Meta<typeof MemberColumn>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardsGroup = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('group', { name: '룰렛권' }));

/** The member's cards as read: demo01 holds 3 normal and 1 VIP. */
export const Cards: Story = {
  play: async ({ canvasElement }) => {
    const cards = await cardsGroup(canvasElement);
    await waitFor(() => expect(cards.getByText('일반 룰렛권').nextElementSibling).toHaveTextContent('3장'));
    await expect(cards.getByText('VIP 룰렛권').nextElementSibling).toHaveTextContent('1장');
  },
};

/** Issue 32: the count read fails (or answers something that is not counts): unknown, never a false '0장'. */
export const CardsUnreadable: Story = {
  parameters: { msw: { handlers: [http.get('/card/user/count', () => HttpResponse.json({ unexpected: true }))] } },
  play: async ({ canvasElement }) => {
    const cards = await cardsGroup(canvasElement);
    await expect(cards.getByText('일반 룰렛권').nextElementSibling).toHaveTextContent('알 수 없음');
    await expect(cards.getByText('VIP 룰렛권').nextElementSibling).toHaveTextContent('알 수 없음');
    await expect(within(canvasElement).queryByText('0장')).toBeNull();
  },
};
