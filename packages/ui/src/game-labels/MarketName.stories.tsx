import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { marketLabel } from '@betkit/domain';
import { MarketName } from './MarketName';

/** The families the spec names, a few composed names, and one market with no label. */
const markets = [
  '1X2',
  'Under/Over',
  'Asian Handicap',
  'HT/FT',
  'Odd/Even',
  'Correct Score',
  'Double Chance',
  'Both Teams To Score',
  'Corners',
  'Total Cards',
  '1st Half Asian Handicap',
  '2nd Quarter Handicap',
  'Under/Over Including Overtime',
  'Penalty Shootout',
  'Top Batsman',
  'First 5 Innings Winner',
  'Map Winner',
  'Player To Score Anytime',
] as const;

const meta = {
  title: 'Base/MarketName',
  component: MarketName,
  args: { name: '1X2' },
} satisfies Meta<typeof MarketName>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each feed name beside its Korean label; the unlabelled market keeps its English. */
export const Gallery: Story = {
  render: () => (
    <table style={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left', padding: '4px 24px 8px 0' }}>
            피드 마켓명
          </th>
          <th scope="col" style={{ textAlign: 'left', padding: '4px 0 8px' }}>
            표시
          </th>
        </tr>
      </thead>
      <tbody>
        {markets.map((name) => (
          <tr key={name}>
            <td lang="en" style={{ padding: '4px 24px 4px 0' }}>
              {name}
            </td>
            <td data-market={name}>
              <MarketName name={name} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const shown = (name: string) => canvasElement.querySelector(`td[data-market="${name}"] > span`)!;
    for (const name of markets) await expect(shown(name)).toHaveTextContent(marketLabel(name));
    // Literal labels read from packages/domain/src/dictionaries/markets.ts.
    await expect(shown('1X2')).toHaveTextContent(/^승무패$/);
    await expect(shown('Asian Handicap')).toHaveTextContent(/^핸디캡$/);
    await expect(shown('Both Teams To Score')).toHaveTextContent(/^양팀 득점$/);
    await expect(shown('1st Half Asian Handicap')).toHaveTextContent(/^전반 핸디캡$/);
    const unlabelled = shown('Player To Score Anytime');
    await expect(unlabelled).toHaveTextContent(/^Player To Score Anytime$/);
    await expect(unlabelled).toHaveAttribute('data-state', 'unlabelled');
    await expect(unlabelled).toHaveAttribute('lang', 'en');
  },
};
