import { useLocation } from 'react-router-dom';
import type { MinigameSummary } from '@betkit/api';
import { isRoundOpen } from '@betkit/domain';
import { BoardPanel, ErrorPage, LoadState, MarketBoard, MinigameBoard, RoundHeader } from '@betkit/ui';
import { useMinigameList } from '../app/queries';
import { useNow } from '../app/useNow';
import { useSlipFeed } from '../app/useSlipFeed';
import { throwIfServerFault } from '../app/serverFault';
import { FailedRefresh, FirstRead, GameFrame } from './GameFrame';
import { renderRouterLink } from '../app/routerLinks';
import { clockTimeOf, isoTimeOf } from './gameText';
import { minigameLabels as labels } from './labels';
import { useMinigameEntry, useMinigameRound } from './queries';
import { minigamePath } from '../app/paths';

/** The mini-game path of a route: '/minigame/oddgame/penalty_kick' → 'oddgame/penalty_kick'. */
function minigamePathOf(pathname: string): string {
  return pathname.replace(/^\/?minigame\/?/, '').replace(/\/+$/, '');
}

/** The open round: its number, close time and markets as bet buttons into the mini-game slip. */
function MinigameRound({ game }: { game: MinigameSummary }) {
  const feed = useSlipFeed('minigame');
  const { data, error, isLoading, mutate } = useMinigameRound(game.id, feed);
  const now = useNow();

  if (!data) {
    return <FirstRead error={error} isLoading={isLoading} onRetry={() => mutate()} />;
  }
  const round = data[0];
  if (!round) return <LoadState state="empty" layout="card" message={labels.noRound} />;
  const roundName = labels.round(round.round);
  // A round whose betting closed is not offered; the next refresh brings the next round.
  if (!isRoundOpen(round.closeAt, now)) return <LoadState state="empty" layout="card" message={labels.roundClosed(roundName)} />;
  return (
    <BoardPanel state="open">
      <RoundHeader title={roundName} closeAt={clockTimeOf(round.closeAt)} closeAtIso={isoTimeOf(round.closeAt)} />
      <FailedRefresh error={error} />
      <MarketBoard game={{ fixtureId: round.id, homeName: roundName, leagueName: game.name }} markets={round.markets} selections={feed.selections} onPick={feed.pick} />
    </BoardPanel>
  );
}

/** One mini-game: the entry check, then its round. */
function MinigameScreen({ game, siblings }: { game: MinigameSummary; siblings: readonly MinigameSummary[] }) {
  const { result, retry } = useMinigameEntry(game.id);
  return (
    <GameFrame area="minigame">
      <MinigameBoard
        name={game.name}
        provider={game.provider}
        intervalSeconds={game.intervalSeconds}
        siblings={siblings.map((sibling) => ({ href: minigamePath(sibling.path), name: sibling.name, current: sibling.id === game.id }))}
        renderLink={renderRouterLink}
        entry={result}
        onRetry={retry}
      >
        <MinigameRound game={game} />
      </MinigameBoard>
    </GameFrame>
  );
}

/** /minigame/*: the mini-game the path names (the list's `path`), or 404 for an unknown one. */
export default function MinigamePage() {
  const { pathname } = useLocation();
  const path = minigamePathOf(pathname);
  const { data, error, isLoading, mutate } = useMinigameList();
  if (!data) {
    // A server fault shows the error page; anything else stays here with a retry.
    throwIfServerFault(error);
    return <FirstRead error={error} isLoading={isLoading} onRetry={() => mutate()} />;
  }
  const game = data.find((candidate) => candidate.path === path);
  if (!game) return <ErrorPage status={404} renderLink={renderRouterLink} />;
  const siblings = data.filter((candidate) => candidate.provider === game.provider);
  // Keyed by game, so a sibling link starts a fresh entry check and round.
  return <MinigameScreen key={game.id} game={game} siblings={siblings} />;
}
