import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { gameResultRows, isGameResultKind, toPositiveInteger, type GameResultKind } from '@betkit/domain';
import { GameResultPage as GameResultView, GameResultTable, gameResultPageLabels } from '@betkit/ui';
import { QueryState } from '../app/QueryState';
import { renderRouterLink } from '../app/routerLinks';
import { useGameResults } from './queries';
import { gameResultPath } from '../app/paths';

/** Not in spec: results 20 a page. */
const RESULTS_PER_PAGE = 20;

function Results({ kind }: { kind: GameResultKind }) {
  const [search, setSearch] = useSearchParams();
  const page = toPositiveInteger(search.get('page')) ?? 1;
  const results = useGameResults(kind, page, RESULTS_PER_PAGE);
  return (
    <GameResultView kind={kind} hrefOf={gameResultPath} renderLink={renderRouterLink}>
      <QueryState query={results} loading={gameResultPageLabels.loading}>
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
    </GameResultView>
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
