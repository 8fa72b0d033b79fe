import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { atViewport } from '@betkit/storybook/viewports';
import { expectSlipColumnBeside, slipColumnStandIn } from '../frame/BoardPage.fixtures';
import { BoardFilterBar, SportsBoardPage, SportsBoardResults } from './SportsBoard';

const fixtures = <p style={{ margin: 0, padding: 16, border: '1px dashed currentColor' }}>경기 목록</p>;

/** The pre-match board's frame: title and count, the active filter, the favourites toggle, the pages, and the slip column when given. */
function BoardDemo({ slip, loaded }: { slip: boolean; loaded: boolean }) {
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  return (
    <SportsBoardPage
      title="스포츠 (한국형)"
      total={loaded ? '총 42경기' : undefined}
      slip={slip ? slipColumnStandIn : null}
    >
      <BoardFilterBar
        text="'맨체스터' 검색 결과"
        clear={(className) => (
          <a href="#all" className={className}>
            전체 경기 보기
          </a>
        )}
      />
      <SportsBoardResults
        favourites={loaded ? { pressed: favouritesOnly, onPressedChange: setFavouritesOnly, label: '즐겨찾기' } : undefined}
        pagination={loaded ? <nav aria-label="페이지">1 2 3</nav> : null}
      >
        {fixtures}
      </SportsBoardResults>
    </SportsBoardPage>
  );
}

const meta = {
  title: 'Betting/SportsBoardPage',
  component: BoardDemo,
  args: { slip: true, loaded: true },
  globals: atViewport('desktop'),
} satisfies Meta<typeof BoardDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop without the layout's slip: the board's own slip column beside it; the favourites filter is a pressed toggle. */
export const WithSlipColumn: Story = {
  play: async ({ canvas }) => {
    await expectSlipColumnBeside(canvas, '스포츠 (한국형)');
    await expect(canvas.getByText('총 42경기')).toBeVisible();
    const toggle = canvas.getByRole('button', { name: '즐겨찾기' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('link', { name: '전체 경기 보기' })).toBeVisible();
  },
};

/** Before the first answer: no count, no filter toggle, no pages; on a phone, no slip column. */
export const Loading: Story = {
  args: { slip: false, loaded: false },
  globals: atViewport('mobile'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '스포츠 (한국형)' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '즐겨찾기' })).toBeNull();
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};
