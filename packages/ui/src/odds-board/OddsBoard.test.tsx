// @vitest-environment happy-dom
// What a story cannot count: how many cards and buttons a poll draws again (issue 35's "poll without re-rendering").
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shareBoard, type BoardFixture } from '@betkit/domain';
import type * as Domain from '@betkit/domain';
import type * as BetButtons from '../bet-button';
import { OddsBoard, type OddsBoardEntry } from './OddsBoard';
import { boardBet, boardFixture, boardMarket } from './OddsBoard.fixtures';

const drawn = vi.hoisted(() => ({ rowsOf: [] as number[], buttons: [] as string[] }));

// Each card's render splits its markets into rows once per market, and each button's render names its price.
vi.mock('@betkit/domain', async (importOriginal) => {
  const domain = await importOriginal<typeof Domain>();
  return { ...domain, marketRows: (market: Parameters<typeof domain.marketRows>[0]) => (drawn.rowsOf.push(market.marketId), domain.marketRows(market)) };
});
vi.mock('../bet-button', async (importOriginal) => {
  const buttons = await importOriginal<typeof BetButtons>();
  return { ...buttons, BetButton: (props: Parameters<typeof buttons.BetButton>[0]) => (drawn.buttons.push(`${props.betName}@${props.price}`), buttons.BetButton(props)) };
});

// Every answer stamps every bet anew, as the server does.
const bet = (id: number, betName: string, betPrice: number, line: string | null = null) => boardBet(id, betName, betPrice, line, { lastUpdate: String(Math.random()) });

/** The server's answer: `fixtures` fixtures with a 1X2 row and two total lines each; `moved` changes one price. */
function answer(fixtures: number, moved?: { fixture: number; price: number }): BoardFixture[] {
  return Array.from({ length: fixtures }, (_, index) => {
    const base = index * 100;
    const draw = moved?.fixture === index ? moved.price : 3.2;
    return boardFixture(
      index + 1,
      `홈${index}`,
      `원정${index}`,
      [
        boardMarket(1, '1X2', '승무패', [bet(base + 1, '1', 2.1), bet(base + 2, 'X', draw), bet(base + 3, '2', 3.4)]),
        boardMarket(2, 'Under/Over', '언더/오버', [bet(base + 4, 'Over', 1.9, '2.5'), bet(base + 5, 'Under', 1.9, '2.5'), bet(base + 6, 'Over', 2.6, '3.5'), bet(base + 7, 'Under', 1.4, '3.5')]),
      ],
      { score: '0:0' },
    );
  });
}

/** A board as the in-play page draws it: one entry per fixture object, so a kept fixture keeps its entry. */
function Board({ fixtures, picked }: { fixtures: BoardFixture[]; picked: ReadonlySet<string> }) {
  const entries = fixtures.map((fixture) => {
    const entry = entryCache.get(fixture) ?? { fixture, markets: fixture.markets, league: 'K리그1', trail: <span>LIVE</span> };
    entryCache.set(fixture, entry);
    return entry;
  });
  return <OddsBoard entries={entries} onRetry={() => undefined} emptyText="" picked={picked} onPick={onPick} track={{}} />;
}
const entryCache = new WeakMap<BoardFixture, OddsBoardEntry>();
const onPick = () => undefined;

describe('a polled board', () => {
  beforeEach(() => {
    drawn.rowsOf.length = 0;
    drawn.buttons.length = 0;
  });

  const firstDraw = () => {
    const board = shareBoard(undefined, answer(10));
    const view = render(<Board fixtures={board} picked={new Set()} />);
    expect(drawn.rowsOf).toHaveLength(20);
    drawn.rowsOf.length = 0;
    drawn.buttons.length = 0;
    return { board, view };
  };

  it('given an answer whose prices did not change, no card and no button is drawn again', () => {
    const { board, view } = firstDraw();
    view.rerender(<Board fixtures={shareBoard(board, answer(10))} picked={new Set()} />);
    expect(drawn.rowsOf).toEqual([]);
    expect(drawn.buttons).toEqual([]);
  });

  it('after one price moves, only its card and its row are drawn again', () => {
    const { board, view } = firstDraw();
    view.rerender(<Board fixtures={shareBoard(board, answer(10, { fixture: 4, price: 3.5 }))} picked={new Set()} />);
    // One card: its two markets split into rows once each.
    expect(drawn.rowsOf).toEqual([1, 2]);
    // One row: the 1X2 line's three buttons, the moved one at its new price.
    expect(drawn.buttons).toEqual(['1@2.1', 'X@3.5', '2@3.4']);
  });

  it('after a pick, only the row of the pressed button is drawn again', () => {
    const { board, view } = firstDraw();
    view.rerender(<Board fixtures={board} picked={new Set(['205'])} />);
    expect(drawn.rowsOf).toEqual([1, 2]);
    expect(drawn.buttons).toEqual(['Over@1.9', 'Under@1.9']);
  });
});
