import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { periodLabel, periodUnits, sportNames, type PeriodUnit } from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import { PeriodLabel } from './PeriodLabel';

/** How many periods the gallery shows per unit: two halves, four quarters, nine innings… */
const shown: Readonly<Record<PeriodUnit, number>> = {
  half: 2,
  quarter: 4,
  inning: 9,
  set: 5,
  period: 3,
  round: 5,
  frame: 3,
};

const meta = {
  title: 'Base/PeriodLabel',
  component: PeriodLabel,
  args: { sport: 'Football', period: 1 },
} satisfies Meta<typeof PeriodLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every sport's periods in its own wording: halves, quarters, innings, sets, periods, rounds, frames. */
export const Gallery: Story = {
  globals: atViewport('desktop'),
  render: () => (
    <table style={{ borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'left', paddingBottom: 8 }}>종목별 기간 표기</caption>
      <tbody>
        {sportNames.map((sport) => (
          <tr key={sport} aria-label={sport}>
            <th scope="row" style={{ textAlign: 'left', padding: '4px 16px 4px 0', fontWeight: 500 }}>
              {sport}
            </th>
            {Array.from({ length: shown[periodUnits[sport]] }, (_, i) => i + 1).map((n) => (
              <td key={n} data-period={n} style={{ padding: '4px 12px' }}>
                <PeriodLabel sport={sport} period={n} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvas }) => {
    for (const sport of sportNames) {
      const row = canvas.getByRole('row', { name: new RegExp(`^${sport}`) });
      for (const cell of row.querySelectorAll('td')) {
        await expect(cell).toHaveTextContent(periodLabel(sport, Number(cell.dataset.period))!);
      }
    }
    // Literal labels read from packages/domain/src/results/periods.ts.
    const football = within(canvas.getByRole('row', { name: /^Football/ }));
    await expect(football.getByText('전반')).toBeVisible();
    await expect(football.getByText('후반')).toBeVisible();
    await expect(within(canvas.getByRole('row', { name: /^Basketball/ })).getByText('2쿼터')).toBeVisible();
    await expect(within(canvas.getByRole('row', { name: /^Baseball/ })).getByText('7이닝')).toBeVisible();
    await expect(within(canvas.getByRole('row', { name: /^Table Tennis/ })).getByText('3세트')).toBeVisible();
  },
};

/** There is no third half: football's period 3 falls back to the caller's text. */
export const NoThirdHalf: Story = {
  args: { sport: 'Football', period: 3, fallback: '3' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3')).toHaveAttribute('data-state', 'fallback');
  },
};
