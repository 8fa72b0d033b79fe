import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { VirtualGame } from '@betkit/api';
import { fixtureStart, gameTitle, upcomingGames } from '@betkit/domain';
import { BoardHeading, BoardPage, BoardPanel, ErrorPage, GameChoiceList, GroupedPillNav, LoadState, MarketBoard, PillGroup } from '@betkit/ui';
import { useNow } from '../app/useNow';
import { useSlipFeed } from '../app/useSlipFeed';
import { throwIfServerFault } from '../app/serverFault';
import { FailedRefresh, FirstRead, GameFrame, renderRouterLink } from './GameFrame';
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

/** Every /bet365 league, grouped by sport. */
function LeagueNav() {
  return (
    <GroupedPillNav label={labels.leagues}>
      {SPORTS.map((sport) => (
        <PillGroup key={sport} name={VIRTUAL_SPORT_NAMES[sport]}>
          {(pillClassName) =>
            VIRTUAL_LEAGUES.filter((league) => league.sportsType === sport).map((league) => (
              <li key={league.league}>
                <NavLink to={virtualLeaguePath(league)} className={pillClassName} end>
                  {league.name}
                </NavLink>
              </li>
            ))
          }
        </PillGroup>
      ))}
    </GroupedPillNav>
  );
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
  const listId = useId();
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
  if (games.length === 0) return <LoadState state="empty" layout="card" message={labels.empty} />;
  const chosen = games.find((game) => game.fixtureId === chosenId) ?? games[0];
  return (
    <>
      <BoardHeading id={listId}>{labels.games}</BoardHeading>
      <FailedRefresh error={error} />
      <GameChoiceList
        labelledBy={listId}
        games={games.map((game) => ({ id: game.fixtureId, startAt: fixtureStart(game.startdate), startAtIso: isoTimeOf(game.startdate), name: gameTitle(game, labels.versus) }))}
        chosenId={chosen?.fixtureId}
        onChoose={setChosenId}
      />
      {chosen ? (
        <BoardPanel>
          <BoardHeading>{gameTitle(chosen, labels.versus)}</BoardHeading>
          <VirtualOdds key={chosen.fixtureId} game={chosen} league={league} />
        </BoardPanel>
      ) : null}
    </>
  );
}

/** /bet365/{sport}/{league}: the league's open virtual games and the chosen game's odds. */
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
        <LeagueNav />
        {/* Keyed by league, so another league starts from its own first game. */}
        <VirtualBoard key={`${league.sportsType}/${league.league}`} league={league} />
      </BoardPage>
    </GameFrame>
  );
}
