// @vitest-environment happy-dom
// What a story cannot count: how many cards and buttons a poll draws again (issue 35's "poll without re-rendering").
import { Profiler } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shareBoard, trackPrices, type BoardFixture, type PriceTrack } from '@betkit/domain';
import type * as Domain from '@betkit/domain';
import type * as BetButtons from '../bet-button';
import { OddsBoard, type OddsBoardEntry } from './OddsBoard';
import { usePacedEntries } from './usePacedEntries';
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

/** The server's answer: `fixtures` fixtures with a 1X2 row and two total lines each; `moved` changes one draw price (or every fixture's). */
function answer(fixtures: number, moved?: { fixture: number | 'every'; price: number }): BoardFixture[] {
  return Array.from({ length: fixtures }, (_, index) => {
    const base = index * 100;
    const draw = moved?.fixture === index || moved?.fixture === 'every' ? moved.price : 3.2;
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

/** A board as the in-play page draws it: its cards paced, each with the track it was drawn with. */
function Board({ fixtures, picked, track = noTrack }: { fixtures: BoardFixture[]; picked: ReadonlySet<string>; track?: PriceTrack }) {
  const cards = usePacedEntries(entriesOf(fixtures), track);
  return <OddsBoard entries={cards} onRetry={() => undefined} emptyText="" picked={picked} onPick={onPick} />;
}
/** One entry per fixture object, so a kept fixture keeps its entry. */
function entriesOf(fixtures: BoardFixture[]): OddsBoardEntry[] {
  return fixtures.map((fixture) => {
    const entry = entryCache.get(fixture) ?? { fixture, markets: fixture.markets, league: 'K리그1', trail: <span>LIVE</span> };
    entryCache.set(fixture, entry);
    return entry;
  });
}
const noTrack: PriceTrack = {};
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

describe('a poll that changes many cards (usePacedEntries)', () => {
  afterEach(cleanup);

  /** Per commit, the fixtures whose draw button shows 3.50 with its rise, read from the page as the commit left it. */
  function watchCommits() {
    const commits: number[][] = [];
    const onRender = () => {
      const risen = [...document.querySelectorAll<HTMLElement>('article[data-fixture]')].filter((card) => /무승부 3\.50 배당 상승/.test(card.textContent ?? ''));
      commits.push(risen.map((card) => Number(card.dataset.fixture)));
    };
    return { commits, onRender };
  }

  it('draws none of them in the poll’s own commit, then a dozen a frame, top first, and a card shows its new price with its rise once drawn', () => {
    vi.useFakeTimers();
    const before = shareBoard(undefined, answer(30));
    const after = shareBoard(before, answer(30, { fixture: 'every', price: 3.5 }));
    const firstTrack = trackPrices({}, before);
    const { commits, onRender } = watchCommits();
    const view = render(
      <Profiler id="board" onRender={onRender}>
        <Board fixtures={before} picked={new Set()} track={firstTrack} />
      </Profiler>,
    );
    // The next frame stores what the first board drew.
    act(() => vi.runOnlyPendingTimers());
    commits.length = 0;
    view.rerender(
      <Profiler id="board" onRender={onRender}>
        <Board fixtures={after} picked={new Set()} track={trackPrices(firstTrack, after)} />
      </Profiler>,
    );
    const tasks = [commits.splice(0)];
    while (vi.getTimerCount() > 0) {
      act(() => vi.runOnlyPendingTimers());
      tasks.push(commits.splice(0));
    }
    vi.useRealTimers();
    const fixtureIds = (last: number) => Array.from({ length: last }, (_, index) => index + 1);
    // The poll's commit draws the cards as they were; then three frames, one step each.
    expect(tasks).toEqual([[[]], [fixtureIds(12)], [fixtureIds(24)], [fixtureIds(30)]]);
  });
});
