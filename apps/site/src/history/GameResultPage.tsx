import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { GAME_RESULT_KINDS, gameResultRows, isGameResultKind, toPositiveInteger, type GameResultKind } from '@betkit/domain';
import { GameResultTable, NavTabs, PageSection } from '@betkit/ui';
import { QueryState } from '../app/QueryState';
import { renderRouterLink } from '../boards/routerLinks';
import { useGameResults } from './queries';
import { gameResultPath } from '../app/paths';

/** Not in spec: the page's words. */
const gameResultLabels = {
  title: '경기 결과',
  kinds: '경기 결과 종류',
  loading: '경기 결과를 불러오는 중입니다.',
} as const;

/** The tab names of spec 2's three result routes. */
const kindLabels: Record<GameResultKind, string> = {
  sports: '스포츠',
  minigame: '미니게임',
  virtuals: '가상스포츠',
};

/** Not in spec: results 20 a page. */
const RESULTS_PER_PAGE = 20;

function Results({ kind }: { kind: GameResultKind }) {
  const [search, setSearch] = useSearchParams();
  const page = toPositiveInteger(search.get('page')) ?? 1;
  const results = useGameResults(kind, page, RESULTS_PER_PAGE);
  const items = GAME_RESULT_KINDS.map((item) => ({ key: item, href: gameResultPath(item), label: kindLabels[item], current: item === kind }));
  return (
    <PageSection title={gameResultLabels.title} width="reading">
      <NavTabs label={gameResultLabels.kinds} items={items} variant="pill" renderLink={renderRouterLink} />
      <QueryState query={results} loading={gameResultLabels.loading}>
        {(data) => (
          <GameResultTable
            rows={gameResultRows(Array.isArray(data.list) ? data.list : [])}
            totalCount={data.totalCount}
            pageSize={RESULTS_PER_PAGE}
            page={page}
            onPageChange={(next) => setSearch(next === 1 ? {} : { page: String(next) })}
          />
        )}
      </QueryState>
    </PageSection>
  );
}

/**
 * /game_result/sports|minigame|virtuals (spec 2 names the routes only). Not in spec: settled games from the results
 * call, 20 a page, open to guests (results are public), the three kinds as tabs; the rows' names in Korean and the
 * newest first (gameResultRows). An unknown kind shows `notFound` (handed in, so this chunk does not pull the error
 * pages out of the entry).
 */
export default function GameResultPage({ notFound }: { notFound: ReactNode }) {
  const { kind } = useParams();
  return isGameResultKind(kind) ? <Results key={kind} kind={kind} /> : notFound;
}
