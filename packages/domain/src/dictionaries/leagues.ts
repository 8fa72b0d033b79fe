// League names from the odds feed, shown in Korean where a translation exists.
// Not in spec: the spec says a translation table exists but lists none; these are the Korean names
// Korean sportsbooks and broadcasters print. Add rows here; lookups ignore case and spacing.
import { keyedTable, normalizeKey } from './normalize';

/** English league names and their Korean labels. */
export const leagueLabels: Readonly<Record<string, string>> = {
  // Football: England
  'Premier League': '프리미어리그',
  'English Premier League': '프리미어리그',
  Championship: '챔피언십',
  'FA Cup': 'FA컵',
  'EFL Cup': 'EFL컵',
  // Football: Europe's other top leagues
  'La Liga': '라리가',
  LaLiga: '라리가',
  'Serie A': '세리에A',
  Bundesliga: '분데스리가',
  '2. Bundesliga': '분데스리가2',
  'Ligue 1': '리그1',
  Eredivisie: '에레디비시',
  'Primeira Liga': '프리메이라리가',
  // Football: Asia
  'K League 1': 'K리그1',
  'K League 2': 'K리그2',
  'J1 League': 'J1리그',
  'J2 League': 'J2리그',
  'Chinese Super League': '중국 슈퍼리그',
  'AFC Champions League': 'AFC 챔피언스리그',
  // Football: continental and national teams
  'UEFA Champions League': 'UEFA 챔피언스리그',
  'Champions League': 'UEFA 챔피언스리그',
  'UEFA Europa League': 'UEFA 유로파리그',
  'Europa League': 'UEFA 유로파리그',
  'UEFA Conference League': 'UEFA 컨퍼런스리그',
  'UEFA Europa Conference League': 'UEFA 컨퍼런스리그',
  'UEFA Nations League': 'UEFA 네이션스리그',
  'World Cup': '월드컵',
  'FIFA World Cup': '월드컵',
  'Euro Championship': '유로',
  'Club Friendlies': '클럽 친선경기',
  'International Friendlies': '국가대표 친선경기',
  MLS: 'MLS',
  'Major League Soccer': 'MLS',
  // Baseball
  MLB: 'MLB',
  KBO: 'KBO',
  'KBO League': 'KBO 리그',
  'Asia League Ice Hockey': '아시아리그 아이스하키',
  NPB: 'NPB',
  CPBL: 'CPBL',
  // Basketball
  NBA: 'NBA',
  KBL: 'KBL',
  WKBL: 'WKBL',
  WNBA: 'WNBA',
  EuroLeague: '유로리그',
  'B.League': 'B리그',
  CBA: 'CBA',
  // Volleyball
  'V-League': 'V-리그',
  'V-League Men': 'V-리그 남자부',
  'V-League Women': 'V-리그 여자부',
  // Ice hockey
  NHL: 'NHL',
  KHL: 'KHL',
  SHL: 'SHL',
  // American football
  NFL: 'NFL',
  NCAAF: 'NCAAF',
  // Esports
  LCK: 'LCK',
  LPL: 'LPL',
  LEC: 'LEC',
  LCS: 'LCS',
  Worlds: '롤드컵',
  'LoL World Championship': '롤드컵',
  'League of Legends World Championship': '롤드컵',
  MSI: 'MSI',
};

const table = keyedTable(leagueLabels);

/** The Korean name of a league (case and spacing ignored), or the input itself when there is none. */
export function leagueLabel(name: unknown): string {
  const label = table.get(normalizeKey(name));
  if (label !== undefined) return label;
  return typeof name === 'string' ? name : '';
}

/** The spec's cut for league names in lists. */
export const LEAGUE_NAME_MAX_LENGTH = 20;

/** What replaces the cut tail, so a cut name never passes for a whole one. */
export const TRUNCATION_MARK = '…';

/**
 * A league name cut to `max` characters (default 20). A longer name keeps its first `max`
 * characters and gains '…' (so it is `max` + 1 long): the mark tells members the name goes on.
 * Characters are code points, so an emoji or rare Hanja is never split in half; the name is trimmed
 * first. Anything not a string gives ''; a `max` below 1 or not a whole number falls back to 20.
 */
export function truncateLeagueName(name: unknown, max: number = LEAGUE_NAME_MAX_LENGTH): string {
  if (typeof name !== 'string') return '';
  const limit = Number.isInteger(max) && max >= 1 ? max : LEAGUE_NAME_MAX_LENGTH;
  const chars = Array.from(name.trim());
  if (chars.length <= limit) return chars.join('');
  return `${chars.slice(0, limit).join('')}${TRUNCATION_MARK}`;
}
