// The in-play board's read, in a module of its own: its structural sharing (`shareBoard`) loads with /inplay only.
import useSWR, { useSWRConfig } from 'swr';
import { getInplayGames } from '@betkit/api';
import { boardFixturesOf, shareBoard, type BoardFixture } from '@betkit/domain';
import { useSite } from '../app/runtime';
import { inplayBoardKey, type BoardOptions } from './queries';

/** The in-play board's fixtures; each poll keeps the cached board's objects where nothing drawn changed, so unchanged cards are not drawn again. */
export function useInplayBoard(options: BoardOptions<BoardFixture[]>) {
  const { client } = useSite();
  const { cache } = useSWRConfig();
  return useSWR(
    inplayBoardKey,
    () => getInplayGames(client).then((answer) => shareBoard(cache.get(inplayBoardKey)?.data as BoardFixture[] | undefined, boardFixturesOf(answer))),
    options,
  );
}
