import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { MinigameSummary } from '@betkit/api';
import { leagueLabel, truncateLeagueName } from '@betkit/domain';
import {
  SportTree as SportTreeView,
  SportTreeBranches,
  SportTreeLink,
  SportTreeLinks,
  SportTreeStatus,
  sportTreeLabels,
  type SportTreeLinkItem,
} from '@betkit/ui';
import { errorText, THROWN_MESSAGE } from '../app/errors';
import { useMinigameList } from '../app/queries';
import { minigameTreeLabels } from './labels';
import { useTreeLeagues, useTreeLocations, useTreeSports } from './queries';
import { europePath, minigamePath } from '../app/paths';
import { renderRouterLink } from '../app/routerLinks';

/** The board every tree link and the search open (spec: /europe with sport_id, location_id, league, search). */
const BOARD_PATH = europePath;

/** The query keys a tree link filters by: a link is current when the board shows exactly these. */
const FILTER_KEYS = ['sport_id', 'location_id', 'league', 'search'] as const;

/** A link to the board filtered by the given query keys. */
function boardLink(query: Record<string, number | string>): string {
  return `${BOARD_PATH}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()}`;
}

/** A name as members read it: the Korean name when the server gives one. */
function koreanName(korean: string | null | undefined, english: string): string {
  const name = korean?.trim();
  return name ? name : english;
}

/** Whether the board at `current` (path and query) shows exactly the filter of `href`. */
function isCurrent(href: string, current: string): boolean {
  const target = new URL(href, 'http://tree.invalid');
  const here = new URL(current, 'http://tree.invalid');
  return target.pathname === here.pathname && FILTER_KEYS.every((key) => target.searchParams.get(key) === here.searchParams.get(key));
}

/** A tree link to `href`, current when the board shows its filter. */
function useTreeLink(): (link: Omit<SportTreeLinkItem, 'current'>) => SportTreeLinkItem {
  const { pathname, search } = useLocation();
  return (link) => ({ ...link, current: isCurrent(link.href, `${pathname}${search}`) });
}

/** A read's place in the tree before its data comes: its failure (the server's text, or the title alone) with a retry, else the loading line. */
function ReadStatus({ read }: { read: { error: unknown; mutate: () => unknown } }) {
  return read.error === undefined ? (
    <SportTreeStatus state="loading" />
  ) : (
    <SportTreeStatus state="failed" message={errorText(read.error, '', { unanswered: THROWN_MESSAGE })} onRetry={() => read.mutate()} />
  );
}

/**
 * The desktop sidebar: a search for country, league or team (Enter with text opens the board's results),
 * then sport > country > league with their fixture counts. Countries and leagues load when their branch opens.
 */
export default function SportTree() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sports = useTreeSports();
  // A filtered board opens its branch, so the member sees where they are.
  const [openSports, setOpenSports] = useState<string[]>(() => {
    const sportId = params.get('sport_id');
    return sportId ? [sportId] : [];
  });

  let body;
  if (!sports.data) {
    body = <ReadStatus read={sports} />;
  } else if (sports.data.length === 0) {
    body = <SportTreeStatus state="empty" />;
  } else {
    body = (
      <SportTreeBranches
        level="sport"
        open={openSports}
        onOpenChange={setOpenSports}
        branches={sports.data.map((sport) => ({ id: sport.sport_id, name: koreanName(sport.name_korean, sport.name), count: sport.cnt }))}
      >
        {(sport) => <Locations sportId={Number(sport.id)} sportName={sport.name} />}
      </SportTreeBranches>
    );
  }

  return (
    <SportTreeView onSearch={(search) => navigate(boardLink({ search }))}>
      {body}
      <MinigameGroups />
    </SportTreeView>
  );
}

/** The mini-games by provider, in the server's order: [provider, its games]. */
function byProvider(games: readonly MinigameSummary[]): [string, MinigameSummary[]][] {
  const groups = new Map<string, MinigameSummary[]>();
  for (const game of games) groups.set(game.provider, [...(groups.get(game.provider) ?? []), game]);
  return [...groups];
}

/** The prefix of the mini-game branches' ids, so they never meet a sport's id in the open state. */
const MINIGAME_BRANCH = 'minigame:';

/** Spec 2: the tree's mini-game groups, a branch per provider with a link to each game (the same list the game pages read). */
function MinigameGroups() {
  const { pathname } = useLocation();
  const treeLink = useTreeLink();
  const games = useMinigameList();
  const current = games.data?.find((game) => pathname === minigamePath(game.path));
  // On a mini-game page its group starts open, so the member sees where they are.
  const [open, setOpen] = useState<string[]>(() => (pathname.startsWith(minigamePath('')) ? [MINIGAME_BRANCH] : []));
  // Until the member opens or closes a provider, the current game's provider is open.
  const [openProviders, setOpenProviders] = useState<string[] | null>(null);
  const providers = byProvider(games.data ?? []);
  const shownProviders = openProviders ?? (current ? [`${MINIGAME_BRANCH}${current.provider}`] : []);
  let content;
  if (!games.data) {
    content = <ReadStatus read={games} />;
  } else {
    content = (
      <SportTreeBranches
        level="location"
        open={shownProviders}
        onOpenChange={setOpenProviders}
        branches={providers.map(([provider, list]) => ({ id: `${MINIGAME_BRANCH}${provider}`, name: provider, count: list.length }))}
      >
        {(branch) => (
          <SportTreeLinks
            links={(providers.find(([provider]) => `${MINIGAME_BRANCH}${provider}` === branch.id)?.[1] ?? []).map((game) =>
              treeLink({ href: minigamePath(game.path), name: game.name }),
            )}
            renderLink={renderRouterLink}
          />
        )}
      </SportTreeBranches>
    );
  }
  return (
    <SportTreeBranches
      level="sport"
      open={open}
      onOpenChange={setOpen}
      branches={[{ id: MINIGAME_BRANCH, name: minigameTreeLabels.title, count: games.data?.length ?? 0 }]}
    >
      {() => content}
    </SportTreeBranches>
  );
}

/** A sport's countries, loaded when the sport opens. */
function Locations({ sportId, sportName }: { sportId: number; sportName: string }) {
  const [params] = useSearchParams();
  const treeLink = useTreeLink();
  const locations = useTreeLocations(sportId);
  const [open, setOpen] = useState<string[]>(() => {
    const locationId = params.get('location_id');
    return locationId && params.get('sport_id') === String(sportId) ? [locationId] : [];
  });
  if (!locations.data) return <ReadStatus read={locations} />;
  return (
    <>
      <SportTreeLink link={treeLink({ href: boardLink({ sport_id: sportId }), name: sportTreeLabels.all(sportName) })} renderLink={renderRouterLink} />
      <SportTreeBranches
        level="location"
        open={open}
        onOpenChange={setOpen}
        branches={locations.data.map((location) => ({
          id: location.location_id,
          name: koreanName(location.name_korean, location.location_name),
          count: location.cnt,
        }))}
      >
        {(location) => <Leagues sportId={sportId} locationId={Number(location.id)} locationName={location.name} />}
      </SportTreeBranches>
    </>
  );
}

/** A country's leagues, loaded when the country opens; names cut at 20 characters (spec). */
function Leagues({ sportId, locationId, locationName }: { sportId: number; locationId: number; locationName: string }) {
  const treeLink = useTreeLink();
  const leagues = useTreeLeagues(sportId, locationId);
  if (!leagues.data) return <ReadStatus read={leagues} />;
  const all = treeLink({ href: boardLink({ sport_id: sportId, location_id: locationId }), name: sportTreeLabels.all(locationName) });
  const links = leagues.data.map((league) => {
    const full = koreanName(league.name_korean, leagueLabel(league.league_name));
    const cut = truncateLeagueName(full);
    return treeLink({
      href: boardLink({ sport_id: sportId, location_id: locationId, league: league.league_id }),
      name: cut,
      title: cut === full ? undefined : full,
      count: league.cnt,
    });
  });
  return <SportTreeLinks links={[all, ...links]} renderLink={renderRouterLink} />;
}
