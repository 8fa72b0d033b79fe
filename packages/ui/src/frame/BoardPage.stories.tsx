import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { BoardColumns, BoardPage, BoardPanel, PillList } from './BoardPage';
import { expectSlipColumnBeside, slipColumnStandIn } from './BoardPage.fixtures';

const games = ['파워볼', '파워사다리', '키노사다리'];

/** A mini-game board as the site draws it: title bar, sibling pills (the first current), a round panel, and on desktop a slip column. */
function BoardDemo({ intro, slip }: { intro?: string; slip: boolean }) {
  return (
    <BoardColumns slip={slip ? slipColumnStandIn : null}>
      <BoardPage title="파워볼" intro={intro} state="open">
        <nav aria-label="동행복권 게임">
          <PillList>
            {(pillClassName) =>
              games.map((name, index) => (
                <li key={name}>
                  <a href={`#${name}`} className={pillClassName} aria-current={index === 0 ? 'page' : undefined}>
                    {name}
                  </a>
                </li>
              ))
            }
          </PillList>
        </nav>
        <BoardPanel state="open">
          <h2 style={{ margin: 0 }}>1024회차</h2>
          <p style={{ margin: 0 }}>마감 12:05</p>
        </BoardPanel>
      </BoardPage>
    </BoardColumns>
  );
}

const meta = {
  title: 'Shell/BoardPage',
  component: BoardDemo,
  args: { intro: '동행복권 · 300초 간격', slip: true },
  globals: atViewport('desktop'),
} satisfies Meta<typeof BoardDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: the board beside its slip column; the section is named by its title and the current pill is marked. */
export const WithSlipColumn: Story = {
  play: async ({ canvas }) => {
    const page = await expectSlipColumnBeside(canvas, '파워볼');
    await expect(page).toHaveAttribute('data-state', 'open');
    await expect(canvas.getByText('동행복권 · 300초 간격')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '파워볼' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Phone: no slip column (the bottom bar opens the slip) and a title without an intro line. */
export const AloneWithoutIntro: Story = {
  args: { intro: undefined, slip: false },
  globals: atViewport('mobile'),
  play: async ({ canvas }) => {
    const page = canvas.getByRole('region', { name: '파워볼' });
    await expect(page.querySelector('header p')).toBeNull();
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};
