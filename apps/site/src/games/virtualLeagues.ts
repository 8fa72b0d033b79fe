// The /bet365 routes (site-and-member-services.md section 2) and their Korean names. The virtual game
// call answers only codes (sportsType, league), so the names live here.
import type { VirtualSoccerTitle } from '@betkit/domain';
import { virtualPath } from '../app/paths';

/** A sport of the virtual-sports routes. */
export type VirtualSport = 'soccer' | 'basketball' | 'dog' | 'horse';

/** One /bet365/{sport}/{league} route. */
export interface VirtualLeague {
  /** The route's sport segment, sent as sportsType. */
  readonly sportsType: VirtualSport;
  /** The route's league segment, sent as league. */
  readonly league: string;
  /** The league's Korean name. */
  readonly name: string;
  /** The /vet3/Soccer title whose stream the league's page shows (the soccer leagues only). */
  readonly streamTitle?: VirtualSoccerTitle;
}

/** Korean names of the sports. */
export const VIRTUAL_SPORT_NAMES: Readonly<Record<VirtualSport, string>> = {
  soccer: '축구',
  basketball: '농구',
  dog: '개경주',
  horse: '경마',
};

/** Every league of the spec's route list, in its order. */
export const VIRTUAL_LEAGUES: readonly VirtualLeague[] = [
  { sportsType: 'soccer', league: 'premierships', name: '프리미어십', streamTitle: 'Premiership' },
  { sportsType: 'soccer', league: 'eurocups', name: '유로컵', streamTitle: 'Euro Cup' },
  { sportsType: 'soccer', league: 'superleague', name: '슈퍼리그', streamTitle: 'Superleague' },
  { sportsType: 'soccer', league: 'worldcup', name: '월드컵', streamTitle: 'World Cup' },
  { sportsType: 'basketball', league: 'nbareplay', name: 'NBA 리플레이' },
  { sportsType: 'basketball', league: 'waterportarena', name: '워터포트 아레나' },
  { sportsType: 'dog', league: 'goldenhillparks', name: '골든힐 파크' },
  { sportsType: 'dog', league: 'hillsideparks', name: '힐사이드 파크' },
  { sportsType: 'horse', league: 'britanniaways', name: '브리타니아 웨이' },
  { sportsType: 'horse', league: 'festivaldowns', name: '페스티벌 다운스' },
  { sportsType: 'horse', league: 'victoriaparks', name: '빅토리아 파크' },
];

/** The route path of a league ('/bet365/soccer/premierships'). */
export function virtualLeaguePath({ sportsType, league }: VirtualLeague): string {
  return `${virtualPath}/${sportsType}/${league}`;
}

/** The league a /bet365 path names, or undefined for a path that is not on the list. */
export function virtualLeagueOf(pathname: string): VirtualLeague | undefined {
  const [sportsType, league, ...rest] = pathname
    .replace(/^\/?bet365\/?/, '')
    .split('/')
    .filter((part) => part !== '');
  if (rest.length > 0) return undefined;
  return VIRTUAL_LEAGUES.find((entry) => entry.sportsType === sportsType && entry.league === league);
}
