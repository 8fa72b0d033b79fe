import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { VirtualGame } from '@betkit/api';
import { BoardPage, ErrorPage, LoadState, MarketBoard, VirtualGames, VirtualLeagueNav } from '@betkit/ui';
import { fixtureStart, gameTitle, upcomingGames } from '@betkit/domain';
import { useNow } from '../app/useNow';
import { useSlipFeed } from '../app/useSlipFeed';
import { throwIfServerFault } from '../app/serverFault';
import { FailedRefresh, FirstRead, GameFrame } from './GameFrame';
import { LeagueStream } from './LeagueStream';
import { renderRouterLink } from '../app/routerLinks';
import { isoTimeOf } from './gameText';
import { virtualLabels as labels } from './labels';
import { useVirtualGames, useVirtualOdds } from './queries';
import {
  VIRTUAL_LEAGUES,
  VIRTUAL_SPORT_NAMES,
  virtualLeagueOf,
  virtualLeaguePath,
  type VirtualLeague,
  type VirtualSport,
} from './virtualLeagues';

const SPORTS = Object.keys(VIRTUAL_SPORT_NAMES) as VirtualSport[];

/** Every /bet365 league, grouped by sport, the current one marked. */
function leagueGroups(current: VirtualLeague) {
  return SPORTS.map((sport) => ({
    sport: VIRTUAL_SPORT_NAMES[sport],
    leagues: VIRTUAL_LEAGUES.filter((league) => league.sportsType === sport).map((league) => ({
      href: virtualLeaguePath(league),
      name: league.name,
      current: league === current,
    })),
  }));
}

/** The chosen game's markets as bet buttons into the virtual slip. */
function VirtualOdds({ game, league }: { game: VirtualGame; league: VirtualLeague }) {
  const feed = useSlipFeed('virtual');
  const { data, error, isLoading, mutate } = useVirtualOdds(game.fixtureId, feed);

  if (!data) {
    return <FirstRead error={error} isLoading={isLoading} onRetry={() => mutate()} />;
  }
  return (
    <>
      <FailedRefresh error={error} />
      {data.markets.length === 0 ? (
        <LoadState state="empty" layout="card" message={labels.noMarkets} />
      ) : (
        <MarketBoard
          game={{ fixtureId: game.fixtureId, homeName: game.homeName, awayName: game.awayName, leagueName: league.name }}
          markets={data.markets}
          selections={feed.selections}
          onPick={feed.pick}
        />
      )}
    </>
  );
}

/** The league's next games; one is chosen (the first until the member picks) and its odds shown. */
function VirtualBoard({ league }: { league: VirtualLeague }) {
  const [chosenId, setChosenId] = useState<number | null>(null);
  const { data, error, isLoading, mutate } = useVirtualGames(league);
  const now = useNow();
  if (!data) {
    // A server fault shows the error page; anything else stays here with a retry.
    throwIfServerFault(error);
    return <FirstRead error={error} isLoading={isLoading} onRetry={() => mutate()} />;
  }
  // A game that has started is not offered, even before the next refresh drops it; the first one left is shown then.
  const games = upcomingGames(data, now);
  return (
    <VirtualGames
      games={games.map((game) => ({ id: game.fixtureId, startAt: fixtureStart(game.startdate), startAtIso: isoTimeOf(game.startdate), name: gameTitle(game, labels.versus), game }))}
      chosenId={chosenId}
      onChoose={setChosenId}
      notice={<FailedRefresh error={error} />}
    >
      {(chosen) => <VirtualOdds key={chosen.id} game={chosen.game} league={league} />}
    </VirtualGames>
  );
}

/** /bet365/{sport}/{league}: a soccer league's stream, the league's open virtual games and the chosen game's odds. */
export default function VirtualPage() {
  const { pathname } = useLocation();
  const league = virtualLeagueOf(pathname);
  if (!league) return <ErrorPage status={404} renderLink={renderRouterLink} />;
  return (
    <GameFrame area="virtual">
      <BoardPage
        title={
          <>
            {labels.title} · {VIRTUAL_SPORT_NAMES[league.sportsType]} {league.name}
          </>
        }
      >
        <VirtualLeagueNav groups={leagueGroups(league)} renderLink={renderRouterLink} />
        {league.streamTitle ? <LeagueStream league={league} title={league.streamTitle} /> : null}
        {/* Keyed by league, so another league starts from its own first game. */}
        <VirtualBoard key={`${league.sportsType}/${league.league}`} league={league} />
      </BoardPage>
    </GameFrame>
  );
}
