import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Accordion, VisuallyHidden } from 'radix-ui';
import useSWR from 'swr';
import { getLeagues, getLocations, getSports } from '@betkit/api';
import { leagueLabel, listOf, truncateLeagueName, type League, type Location, type SportListItem } from '@betkit/domain';
import { LoadState } from '@betkit/ui';
import { useSite } from '../app/runtime';
import { sportTreeLabels } from './labels';
import { sportTreeKey, treeLeaguesKey, treeLocationsKey } from './sportsKeys';
import * as styles from './SportTree.css';

/** The board every tree link and the search open (spec: /europe with sport_id, location_id, league, search). */
const BOARD_PATH = '/europe';

/** A link to the board filtered by the given query keys. */
function boardLink(query: Record<string, number | string>): string {
  return `${BOARD_PATH}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()}`;
}

/** A name as members read it: the Korean name when the server gives one. */
function koreanName(korean: string | null | undefined, english: string): string {
  const name = korean?.trim();
  return name ? name : english;
}

/**
 * The desktop sidebar: a search for country, league or team (Enter with text opens the board's results),
 * then sport > country > league with their fixture counts. Countries and leagues load when their branch opens.
 */
export default function SportTree() {
  const { client } = useSite();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [text, setText] = useState('');
  const sports = useSWR(sportTreeKey, () => getSports(client).then((answer) => listOf<SportListItem>(answer)));
  // A filtered board opens its branch, so the member sees where they are.
  const [openSports, setOpenSports] = useState<string[]>(() => {
    const sportId = params.get('sport_id');
    return sportId ? [sportId] : [];
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = text.trim();
    if (search === '') return;
    navigate(boardLink({ search }));
  };

  let body;
  if (sports.error !== undefined && !sports.data) {
    body = <LoadFailed error={sports.error as unknown} onRetry={() => sports.mutate()} />;
  } else if (!sports.data) {
    body = <TreeLoading />;
  } else if (sports.data.length === 0) {
    body = <LoadState state="empty" layout="branch" message={sportTreeLabels.empty} />;
  } else {
    body = (
      <Accordion.Root type="multiple" value={openSports} onValueChange={setOpenSports} asChild>
        <ul className={styles.list}>
          {sports.data.map((sport) => {
            const name = koreanName(sport.name_korean, sport.name);
            return (
              <Accordion.Item key={sport.sport_id} value={String(sport.sport_id)} asChild>
                <li>
                  <Accordion.Header asChild>
                    <div>
                      <Accordion.Trigger className={styles.trigger}>
                        <Chevron />
                        <span className={styles.name}>{name}</span>{' '}
                        <Count value={sport.cnt} />
                      </Accordion.Trigger>
                    </div>
                  </Accordion.Header>
                  <Accordion.Content className={styles.nested}>
                    <Locations sportId={sport.sport_id} sportName={name} />
                  </Accordion.Content>
                </li>
              </Accordion.Item>
            );
          })}
        </ul>
      </Accordion.Root>
    );
  }

  return (
    <nav className={styles.tree} aria-label={sportTreeLabels.nav}>
      <form role="search" className={styles.search} onSubmit={submit}>
        <input
          type="search"
          className={styles.searchInput}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={sportTreeLabels.search}
          aria-label={sportTreeLabels.search}
          enterKeyHint="search"
        />
        <button type="submit" className={styles.iconButton} aria-label={sportTreeLabels.searchSubmit}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <path d="M10.5 10.5L14 14" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      </form>
      {body}
    </nav>
  );
}

/** A sport's countries, loaded when the sport opens. */
function Locations({ sportId, sportName }: { sportId: number; sportName: string }) {
  const { client } = useSite();
  const [params] = useSearchParams();
  const locations = useSWR(treeLocationsKey(sportId), () => getLocations(client, sportId).then((answer) => listOf<Location>(answer)));
  const [open, setOpen] = useState<string[]>(() => {
    const locationId = params.get('location_id');
    return locationId && params.get('sport_id') === String(sportId) ? [locationId] : [];
  });
  if (locations.error !== undefined && !locations.data) {
    return <LoadFailed error={locations.error as unknown} onRetry={() => locations.mutate()} />;
  }
  if (!locations.data) {
    return <TreeLoading />;
  }
  return (
    <>
      <TreeLink to={boardLink({ sport_id: sportId })} name={sportTreeLabels.all(sportName)} />
      <Accordion.Root type="multiple" value={open} onValueChange={setOpen} asChild>
        <ul className={styles.list}>
          {locations.data.map((location) => (
            <LocationItem key={location.location_id} sportId={sportId} location={location} />
          ))}
        </ul>
      </Accordion.Root>
    </>
  );
}

function LocationItem({ sportId, location }: { sportId: number; location: Location }) {
  const name = koreanName(location.name_korean, location.location_name);
  return (
    <Accordion.Item value={String(location.location_id)} asChild>
      <li>
        <Accordion.Header asChild>
          <div>
            <Accordion.Trigger className={styles.locationTrigger}>
              <Chevron />
              <span className={styles.name}>{name}</span>{' '}
              <Count value={location.cnt} />
            </Accordion.Trigger>
          </div>
        </Accordion.Header>
        <Accordion.Content className={styles.nested}>
          <Leagues sportId={sportId} locationId={location.location_id} locationName={name} />
        </Accordion.Content>
      </li>
    </Accordion.Item>
  );
}

/** A country's leagues, loaded when the country opens; names cut at 20 characters (spec). */
function Leagues({ sportId, locationId, locationName }: { sportId: number; locationId: number; locationName: string }) {
  const { client } = useSite();
  const leagues = useSWR(treeLeaguesKey(sportId, locationId), () =>
    getLeagues(client, { sportId, locationId }).then((answer) => listOf<League>(answer)),
  );
  if (leagues.error !== undefined && !leagues.data) {
    return <LoadFailed error={leagues.error as unknown} onRetry={() => leagues.mutate()} />;
  }
  if (!leagues.data) {
    return <TreeLoading />;
  }
  return (
    <ul className={styles.list}>
      <li>
        <TreeLink to={boardLink({ sport_id: sportId, location_id: locationId })} name={sportTreeLabels.all(locationName)} />
      </li>
      {leagues.data.map((league) => (
        <li key={league.league_id}>
          <LeagueLink sportId={sportId} locationId={locationId} league={league} />
        </li>
      ))}
    </ul>
  );
}

function LeagueLink({ sportId, locationId, league }: { sportId: number; locationId: number; league: League }) {
  const full = koreanName(league.name_korean, leagueLabel(league.league_name));
  const cut = truncateLeagueName(full);
  return (
    <TreeLink
      to={boardLink({ sport_id: sportId, location_id: locationId, league: league.league_id })}
      name={cut}
      title={cut === full ? undefined : full}
      count={league.cnt}
    />
  );
}

/** A link into the board; current when the board shows exactly its filter. */
function TreeLink({ to, name, title, count }: { to: string; name: string; title?: string; count?: number }) {
  const location = useLocation();
  const current = `${location.pathname}${location.search}`;
  const target = new URL(to, 'http://tree.invalid');
  const here = new URL(current, 'http://tree.invalid');
  const same =
    target.pathname === here.pathname &&
    ['sport_id', 'location_id', 'league', 'search'].every((key) => target.searchParams.get(key) === here.searchParams.get(key));
  return (
    <Link to={to} className={styles.link} aria-current={same ? 'page' : undefined} title={title}>
      <span className={styles.name}>{name}</span>{' '}
      {count !== undefined ? <Count value={count} /> : null}
    </Link>
  );
}

/** A fixture count; the space before it (in the callers) and the hidden unit make names read '축구 52경기'. */
function Count({ value }: { value: number }) {
  // The hidden copy is one text run ('52경기'): a visually hidden span is a block, which would read '52 경기'.
  return (
    <span className={styles.count}>
      <span aria-hidden="true">{value}</span>
      <VisuallyHidden.Root>{sportTreeLabels.count(value)}</VisuallyHidden.Root>
    </span>
  );
}

function Chevron() {
  return (
    <svg className={styles.chevron} width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
      <path d="M3 1.5L6.5 5 3 8.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A branch while it loads. */
function TreeLoading() {
  return <LoadState state="loading" layout="branch" message={sportTreeLabels.loading} />;
}

/** A branch that failed to load: the server's text and a retry. */
function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  return (
    <LoadState
      state="failed"
      layout="branch"
      title={sportTreeLabels.failed}
      message={error instanceof Error ? error.message : undefined}
      onRetry={onRetry}
      labels={{ retry: sportTreeLabels.retry }}
    />
  );
}
