// The sport tree's reads and their SWR keys (the desktop sidebar: sports, then a sport's countries, then their leagues).
import useSWR from 'swr';
import { getLeagues, getLocations, getSports } from '@betkit/api';
import { listOf, type League, type Location, type SportListItem } from '@betkit/domain';
import { useSite } from '../app/runtime';
import { SPORTS_KEY_PREFIX } from './queries';

/** The sport tree's sports. */
export const sportTreeKey = `${SPORTS_KEY_PREFIX}tree`;

/** A sport's countries in the tree. */
export const treeLocationsKey = (sportId: number) => [`${SPORTS_KEY_PREFIX}locations`, sportId] as const;

/** A country's leagues in the tree. */
export const treeLeaguesKey = (sportId: number, locationId: number) => [`${SPORTS_KEY_PREFIX}leagues`, sportId, locationId] as const;

/** The tree's sports. */
export function useTreeSports() {
  const { client } = useSite();
  return useSWR(sportTreeKey, () => getSports(client).then((answer) => listOf<SportListItem>(answer)));
}

/** A sport's countries in the tree. */
export function useTreeLocations(sportId: number) {
  const { client } = useSite();
  return useSWR(treeLocationsKey(sportId), () => getLocations(client, sportId).then((answer) => listOf<Location>(answer)));
}

/** A country's leagues in the tree. */
export function useTreeLeagues(sportId: number, locationId: number) {
  const { client } = useSite();
  return useSWR(treeLeaguesKey(sportId, locationId), () => getLeagues(client, { sportId, locationId }).then((answer) => listOf<League>(answer)));
}
