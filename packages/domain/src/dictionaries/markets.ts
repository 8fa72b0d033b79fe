// English market names from the odds feed, shown in Korean on the slip and in bet history
// (betting-core.md section 3, Dictionaries). The wording is the one Korean sportsbooks print
// (승무패, 언더/오버, 핸디캡…); an unlabelled market keeps its English text, as the spec says.
import { keyedTable, normalizeKey } from './normalize';

/**
 * Whole market names and their Korean labels. Keys are matched case- and space-insensitively.
 * Composed names (a period, subject or team qualifier before or after one of these) are labelled by
 * `marketLabel` from the parts, so '1st Half Asian Handicap' needs no entry of its own.
 */
export const marketLabels: Readonly<Record<string, string>> = {
  // Result
  '1X2': '승무패',
  'Full Time Result': '승무패',
  'Match Result': '승무패',
  '3Way Result': '승무패',
  '3-Way Result': '승무패',
  '12': '승패',
  'Home/Away': '승패',
  'Match Winner': '승패',
  Winner: '승패',
  Moneyline: '승패',
  'Double Chance': '더블찬스',
  'Draw No Bet': '무승부 제외 승패',
  // Totals
  'Under/Over': '언더/오버',
  'Over/Under': '언더/오버',
  'Goals Over/Under': '언더/오버',
  'Total Goals': '언더/오버',
  Total: '언더/오버',
  Totals: '언더/오버',
  'Team Total': '팀 언더/오버',
  'Exact Goals': '정확한 골 수',
  // Handicaps
  'Asian Handicap': '핸디캡',
  Handicap: '핸디캡',
  Spread: '핸디캡',
  'Point Spread': '핸디캡',
  'European Handicap': '핸디캡 승무패',
  '3Way Handicap': '핸디캡 승무패',
  'Run Line': '핸디캡',
  'Puck Line': '핸디캡',
  'Winning Margin': '점수차',
  // Half-time / full-time
  'HT/FT': '하프타임/풀타임',
  'Half Time/Full Time': '하프타임/풀타임',
  'Halftime/Fulltime': '하프타임/풀타임',
  'Highest Scoring Half': '최다 득점 하프',
  // Odd / even
  'Odd/Even': '홀/짝',
  'Odd/Even Goals': '홀/짝',
  // Mini-game ladders: which side the ladder ends on.
  'Left/Right': '좌/우',
  // The pre-match bonus folder leg of a placed slip (its fixture is 'bonus').
  Bonus: '보너스',
  // Scores
  'Correct Score': '정확한 스코어',
  'Exact Score': '정확한 스코어',
  'Both Teams To Score': '양팀 득점',
  BTTS: '양팀 득점',
  'Team To Score First': '선득점',
  'First Team To Score': '선득점',
  'Last Team To Score': '마지막 득점',
  'Clean Sheet': '무실점',
  'Win To Nil': '무실점 승리',
  // Corners and cards (also qualifiers: 'Corners Asian Handicap' → '코너킥 핸디캡')
  Corners: '코너킥',
  'Total Corners': '코너킥 언더/오버',
  'First Corner': '첫 코너킥',
  Cards: '카드',
  Bookings: '카드',
  'Total Cards': '카드 언더/오버',
  'First Card': '첫 카드',
  // Overtime and shootout
  Overtime: '연장전',
  'Will There Be Overtime': '연장전 여부',
  'Penalty Shootout': '승부차기',
  Shootout: '승부차기',
  'Shootout Winner': '승부차기 승자',
  'To Qualify': '진출팀',
  // Cricket
  'To Win The Toss': '토스 승리팀',
  'Top Batsman': '최다 득점 타자',
  'Top Bowler': '최다 위켓 투수',
  'Total Runs': '득점 언더/오버',
  'Most Sixes': '최다 식스',
  'Highest Opening Partnership': '최고 오프닝 파트너십',
  // Baseball
  'First 5 Innings Winner': '5이닝 승무패',
  'Will There Be A Run In The 1st Inning': '1이닝 득점/무득점',
  'Extra Innings': '연장이닝 여부',
  'Race To 3 Runs': '3득점 선취',
  // Esports
  'Map Winner': '세트 승패',
  'Map Handicap': '세트 핸디캡',
  'Total Maps': '세트 수 언더/오버',
  'Kill Handicap': '킬 핸디캡',
  'Total Kills': '킬 수 언더/오버',
  'First Blood': '퍼스트 블러드',
  'First Tower': '첫 타워',
  'First Dragon': '첫 드래곤',
  'First Baron': '첫 바론',
  'First To 5 Kills': '5킬 선취',
  'First To 10 Kills': '10킬 선취',
  // Tennis and other set sports
  'Set Betting': '세트 스코어',
  'Set Handicap': '세트 핸디캡',
  'Total Sets': '세트 수 언더/오버',
  'Game Handicap': '게임 핸디캡',
  'Total Games': '게임 수 언더/오버',
};

const table = keyedTable(marketLabels);

/** A qualifier written before or after a market name, e.g. '1st Half' in '1st Half Asian Handicap'. */
interface Qualifier {
  /** Its Korean label. */
  readonly label: string;
  /** Whether the label goes after the base label ('(연장포함)') rather than before ('전반'). */
  readonly after: boolean;
}

const wordQualifiers = new Map<string, Qualifier>([
  ['first half', { label: '전반', after: false }],
  ['second half', { label: '후반', after: false }],
  ['including overtime', { label: '(연장포함)', after: true }],
  ['incl. overtime', { label: '(연장포함)', after: true }],
  ['including ot', { label: '(연장포함)', after: true }],
  ['including extra innings', { label: '(연장포함)', after: true }],
  ['regular time', { label: '(정규시간)', after: true }],
  ['overtime', { label: '연장전', after: false }],
  ['extra time', { label: '연장전', after: false }],
  ['corners', { label: '코너킥', after: false }],
  ['cards', { label: '카드', after: false }],
  ['bookings', { label: '카드', after: false }],
  ['home team', { label: '홈팀', after: false }],
  ['away team', { label: '원정팀', after: false }],
]);

// Periods: the unit's Korean word, written after the number ('1쿼터', '3세트'), except halves.
const periodUnits: Readonly<Record<string, string>> = {
  quarter: '쿼터',
  period: '피리어드',
  set: '세트',
  map: '세트',
  inning: '이닝',
  innings: '이닝',
  game: '게임',
  frame: '프레임',
  over: '오버',
  round: '라운드',
};

function periodQualifier(n: number, unit: string): Qualifier | undefined {
  if (unit === 'half') {
    // Only two halves exist; '3rd half' is not a market, so it stays unlabelled.
    if (n === 1) return { label: '전반', after: false };
    if (n === 2) return { label: '후반', after: false };
    return undefined;
  }
  // `unit` comes from the patterns below, which list only the keys of `periodUnits`.
  return { label: `${n}${periodUnits[unit] as string}`, after: false };
}

const unitPattern = `(half|${Object.keys(periodUnits).join('|')})`;
// '1st half', '2nd quarter', '3 set' at the start; 'quarter 2', 'map 1' likewise.
const leadingOrdinal = new RegExp(`^(\\d{1,2})(?:st|nd|rd|th)? ${unitPattern}(?: |$)`);
const leadingNumbered = new RegExp(`^${unitPattern} (\\d{1,2})(?: |$)`);
const trailingOrdinal = new RegExp(`(?:^| )(\\d{1,2})(?:st|nd|rd|th)? ${unitPattern}$`);
const trailingNumbered = new RegExp(`(?:^| )${unitPattern} (\\d{1,2})$`);

interface Split {
  readonly qualifier: Qualifier;
  readonly rest: string;
}

function splits(key: string): Split[] {
  const found: Split[] = [];
  const add = (qualifier: Qualifier | undefined, rest: string) => {
    if (qualifier !== undefined && rest !== '') found.push({ qualifier, rest });
  };
  for (const [words, qualifier] of wordQualifiers) {
    if (key.startsWith(`${words} `)) add(qualifier, key.slice(words.length + 1));
    if (key.endsWith(` ${words}`)) add(qualifier, key.slice(0, -words.length - 1));
  }
  let m = leadingOrdinal.exec(key);
  if (m) add(periodQualifier(Number(m[1]), m[2] as string), key.slice(m[0].length).trim());
  m = leadingNumbered.exec(key);
  if (m) add(periodQualifier(Number(m[2]), m[1] as string), key.slice(m[0].length).trim());
  m = trailingOrdinal.exec(key);
  if (m) add(periodQualifier(Number(m[1]), m[2] as string), key.slice(0, m.index).trim());
  m = trailingNumbered.exec(key);
  if (m) add(periodQualifier(Number(m[2]), m[1] as string), key.slice(0, m.index).trim());
  return found;
}

// Qualifiers nest at most a few deep ('1st Half Corners Asian Handicap Including Overtime');
// the cap keeps a pathological name from exploring every split.
const MAX_QUALIFIERS = 4;

function compose(key: string, depth: number): string | undefined {
  const direct = table.get(key);
  if (direct !== undefined) return direct;
  if (depth >= MAX_QUALIFIERS) return undefined;
  for (const { qualifier, rest } of splits(key)) {
    const base = compose(rest.replace(/^- | -$/g, ''), depth + 1);
    if (base !== undefined) return qualifier.after ? `${base} ${qualifier.label}` : `${qualifier.label} ${base}`;
  }
  return undefined;
}

/**
 * The Korean label of a market name, matched case- and space-insensitively.
 * A composed name is labelled from its parts: a period, subject or team qualifier before or after a
 * known market ('1st Half Asian Handicap' and 'Asian Handicap 1st Half' → '전반 핸디캡',
 * 'Under/Over Including Overtime' → '언더/오버 (연장포함)'). Only when every part is known; otherwise
 * the English text comes back unchanged (anything not a string comes back as '').
 */
export function marketLabel(name: unknown): string {
  const label = compose(normalizeKey(name), 0);
  if (label !== undefined) return label;
  return typeof name === 'string' ? name : '';
}

/** Whether a market name has a Korean label (directly or composed), for callers that style the fallback. */
export function hasMarketLabel(name: unknown): boolean {
  return compose(normalizeKey(name), 0) !== undefined;
}
