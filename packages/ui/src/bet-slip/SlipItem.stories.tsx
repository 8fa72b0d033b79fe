import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn } from 'storybook/test';
import { bonusSelection } from '@betkit/domain';
import { SlipItem } from './SlipItem';
import { lgHandicap, pohangOver, seoulDraw, ssgUnder, ulsanWin } from './storyData';

/** Slip items are list items: stories show them in a list as wide as the side panel's. */
function InList({ children }: { children: ReactNode }) {
  return (
    <ul aria-label="선택한 베팅" style={{ listStyle: 'none', margin: 0, padding: 0, width: 328, display: 'flex', flexDirection: 'column', gap: 4 }}>
      {children}
    </ul>
  );
}

const meta = {
  title: 'Betting/SlipItem',
  component: SlipItem,
  args: { selection: ulsanWin, onRemove: fn() },
  decorators: [
    (Story) => (
      <InList>
        <Story />
      </InList>
    ),
  ],
} satisfies Meta<typeof SlipItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 1X2 pick: '승무패', bet name '1' read as the home team in the home colour, teams, price; remove names the pick. */
export const Pick: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('승무패')).toBeVisible();
    await expect(canvas.getByText('울산 HD', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('2.10')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '승무패 울산 HD 삭제' }));
    await expect(args.onRemove).toHaveBeenCalledWith(ulsanWin.id);
  },
};

/** A handicap pick shows its line beside the bet name. */
export const WithLine: Story = {
  args: { selection: lgHandicap },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('핸디캡')).toBeVisible();
    await expect(canvas.getByText('-1.5')).toBeVisible();
  },
};

/** A price that moved since the pick was added: old struck through, new marked by direction. */
export const PriceChanged: Story = {
  args: { selection: { ...pohangOver, betStartPrice: 1.85, betPrice: 1.72 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('li')).toHaveAttribute('data-state', 'changed');
    await expect(canvasElement.querySelector('del')).toHaveTextContent('1.85');
    await expect(canvasElement.querySelector('ins')).toHaveAttribute('data-direction', 'down');
  },
};

/** A bonus item: badge, '3폴더 보너스' and its multiplier, no remove button (it follows the picks). */
export const Bonus: Story = {
  args: { selection: bonusSelection({ folders: 3, multiplier: 1.03 }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('3폴더 보너스')).toBeVisible();
    await expect(canvas.getByText('1.03')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('li')).toHaveAttribute('data-kind', 'bonus');
  },
};

/** Bet names in their colour families: draw (X → 무승부), over and under in Korean (as the board shows them), away, and free text. */
export const BetNameFamilies: Story = {
  render: () => (
    <>
      <SlipItem selection={seoulDraw} onRemove={fn()} />
      <SlipItem selection={pohangOver} onRemove={fn()} />
      <SlipItem selection={ssgUnder} onRemove={fn()} />
      <SlipItem selection={{ ...ulsanWin, id: 1, betName: '2', betPrice: 3.05 }} onRemove={fn()} />
      <SlipItem
        selection={{ ...ulsanWin, id: 2, marketName: 'Correct Score', marketNameKorean: undefined, betName: '2:1', betPrice: 8.5 }}
        onRemove={fn()}
      />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('무승부')).toBeVisible();
    await expect(canvas.getByText('오버')).toBeVisible();
    await expect(canvas.getByText('언더')).toBeVisible();
    await expect(canvas.queryByText(/^(Over|Under)$/)).toBeNull();
    await expect(canvas.getByText('전북 현대', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('정확한 스코어')).toBeVisible();
    await expect(canvas.getByText('2:1')).toBeVisible();
  },
};
