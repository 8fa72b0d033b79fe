import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { gameStatusLabel, gameStatusLabels, sportNames } from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import { vars } from '../theme/contract.css';
import { GameStatusLabel } from './GameStatusLabel';

/** The codes betting-core.md section 3 lists per sport; the gallery must label every one of them. */
const specCodes: Readonly<Record<string, readonly number[]>> = {
  Football: [10, 20, 30, 35, 50, 100, 101, 102],
  Basketball: [1, 2, 3, 4, 40, 100, 101],
  'American Football': [1, 2, 3, 4, 40, 100, 101],
  Baseball: [1, 2, 3, 4, 5, 6, 7, 8, 9, 40, 62],
  Tennis: [1, 2, 3, 4, 5, 60],
  Volleyball: [1, 2, 3, 4, 5, 50],
  MMA: [65],
  Cricket: [70, 71],
  Snooker: [66],
};

/** The sports the spec names (esports by set included); each has its card. */
const specSports = [
  'Football', 'Basketball', 'American Football', 'Baseball', 'Tennis', 'Volleyball', 'Ice Hockey', 'Handball',
  'Futsal', 'Floorball', 'Bandy', 'Badminton', 'Beach Volleyball', 'MMA', 'Cricket', 'Snooker', 'Table Tennis',
  'Waterpolo', 'Rugby', 'Esports',
] as const;

const meta = {
  title: 'Base/GameStatusLabel',
  component: GameStatusLabel,
  args: { sport: 'Football', code: 10 },
} satisfies Meta<typeof GameStatusLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every sport's status codes with their Korean labels, read from the domain's dictionary. */
export const Gallery: Story = {
  globals: atViewport('desktop'),
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 12 }}>
      {sportNames.map((sport) => (
        <section key={sport} aria-label={sport} style={{ border: `1px solid ${vars.color.border.subtle}`, borderRadius: 8, padding: 12 }}>
          <h2 style={{ margin: '0 0 8px', fontSize: 14 }}>{sport}</h2>
          <dl style={{ display: 'grid', gridTemplateColumns: '40px 1fr', gap: '4px 8px', margin: 0 }}>
            {Object.keys(gameStatusLabels[sport]).map((code) => (
              <div key={code} style={{ display: 'contents' }}>
                <dt style={{ fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}>{code}</dt>
                <dd style={{ margin: 0 }} data-code={code}>
                  <GameStatusLabel sport={sport} code={Number(code)} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const sport of specSports) {
      const card = canvas.getByRole('region', { name: sport });
      for (const dd of card.querySelectorAll('dd')) {
        await expect(dd).toHaveTextContent(gameStatusLabel(sport, Number(dd.dataset.code))!);
      }
    }
    for (const [sport, codes] of Object.entries(specCodes)) {
      const card = canvas.getByRole('region', { name: sport });
      for (const code of codes) {
        await expect(card.querySelector(`dd[data-code="${code}"]`)?.textContent).toBeTruthy();
      }
    }
    // Literal labels read from packages/domain/src/results/game-status.ts.
    const football = within(canvas.getByRole('region', { name: 'Football' }));
    await expect(football.getByText('전반전')).toHaveAttribute('data-code', '10');
    await expect(football.getByText('승부차기 후 경기종료')).toHaveAttribute('data-code', '102');
    const volleyball = within(canvas.getByRole('region', { name: 'Volleyball' }));
    await expect(volleyball.getByText('골든세트')).toHaveAttribute('data-code', '50');
    const baseball = within(canvas.getByRole('region', { name: 'Baseball' }));
    await expect(baseball.getByText('실책')).toHaveAttribute('data-code', '62');
  },
};

/** Feed spellings work: 'Soccer' is football, codes may come as text. */
export const FeedSpelling: Story = {
  args: { sport: 'Soccer', code: '101' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('연장 후 경기종료')).toHaveAttribute('data-state', 'labelled');
  },
};

/** A code the dictionary does not know shows the feed's text, marked as such; without one, nothing. */
export const UnknownCode: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }} data-testid="unknown">
      <GameStatusLabel sport="Football" code={999} fallback="Interrupted" />
      <GameStatusLabel sport="Curling" code={10} />
    </div>
  ),
  play: async ({ canvas }) => {
    const fallback = canvas.getByText('Interrupted');
    await expect(fallback).toHaveAttribute('data-state', 'fallback');
    await expect(canvas.getByTestId('unknown').childElementCount).toBe(1);
  },
};
