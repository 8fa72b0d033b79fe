import { useId, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { getGameResults } from '@betkit/api';
import { toPositiveInteger } from '@betkit/domain';
import { GameResultTable, LoadState, NavTabs } from '@betkit/ui';
import { loadErrorText } from '../app/loadErrorText';
import { useSite } from '../app/runtime';
import { renderRouterLink } from '../boards/routerLinks';
import * as styles from '../boards/boards.css';

/** Not in spec: the page's words. */
const gameResultLabels = {
  title: '경기 결과',
  kinds: '경기 결과 종류',
  loading: '경기 결과를 불러오는 중입니다.',
} as const;

/** The three result boards of spec 2's routes. */
const KINDS = [
  { kind: 'sports', label: '스포츠' },
  { kind: 'minigame', label: '미니게임' },
  { kind: 'virtuals', label: '가상스포츠' },
] as const;
type ResultKind = (typeof KINDS)[number]['kind'];

/** Not in spec: results 20 a page. */
const RESULTS_PER_PAGE = 20;

const isKind = (value: string | undefined): value is ResultKind => KINDS.some(({ kind }) => kind === value);

function Results({ kind }: { kind: ResultKind }) {
  const titleId = useId();
  const { client } = useSite();
  const [search, setSearch] = useSearchParams();
  const page = toPositiveInteger(search.get('page')) ?? 1;
  const { data, error, mutate } = useSWR(`site:game-results:${kind}:${page}`, () =>
    getGameResults(client, { kind, page, perpage: RESULTS_PER_PAGE }),
  );
  let body;
  if (error !== undefined) body = <LoadState state="failed" layout="list" message={loadErrorText(error)} onRetry={() => mutate()} />;
  else if (data === undefined) body = <LoadState state="loading" layout="list" message={gameResultLabels.loading} />;
  else
    body = (
      <GameResultTable
        rows={Array.isArray(data.list) ? data.list : []}
        totalCount={data.totalCount}
        pageSize={RESULTS_PER_PAGE}
        page={page}
        onPageChange={(next) => setSearch(next === 1 ? {} : { page: String(next) })}
      />
    );
  const items = KINDS.map((item) => ({ key: item.kind, href: `/game_result/${item.kind}`, label: item.label, current: item.kind === kind }));
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {gameResultLabels.title}
      </h1>
      <NavTabs label={gameResultLabels.kinds} items={items} variant="pill" renderLink={renderRouterLink} />
      {body}
    </section>
  );
}

/**
 * /game_result/sports|minigame|virtuals (spec 2 names the routes only). Not in spec: settled games from the results
 * call, 20 a page, open to guests (results are public), the three kinds as tabs. An unknown kind shows `notFound`
 * (handed in, so this chunk does not pull the error pages out of the entry).
 */
export default function GameResultPage({ notFound }: { notFound: ReactNode }) {
  const { kind } = useParams();
  return isKind(kind) ? <Results key={kind} kind={kind} /> : notFound;
}
