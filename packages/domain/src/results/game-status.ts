// The live score feed reports where a game is as a numeric period code per sport
// (betting-core.md section 3, Dictionaries). Codes the spec lists are exact; sports for which the
// spec gives no codes reuse the scheme of the nearest sport it does describe, marked `Not in spec`.
import { canonicalSport, type SportName } from '../dictionaries/sports';

/** Numeric status codes and their Korean labels for one sport. */
export type StatusTable = Readonly<Record<number, string>>;

const FULL_TIME = '경기종료';
const FULL_TIME_AFTER_EXTRA = '연장 후 경기종료';
const FULL_TIME_AFTER_PENALTIES = '승부차기 후 경기종료';
const OVERTIME = '연장전';

/** Codes 1..n labelled `{n}{unit}` ('1쿼터', '3세트'). */
function numbered(count: number, unit: string): Record<number, string> {
  const out: Record<number, string> = {};
  for (let n = 1; n <= count; n += 1) out[n] = `${n}${unit}`;
  return out;
}

const football: StatusTable = {
  10: '전반전',
  20: '후반전',
  30: '연장 전반전',
  35: '연장 후반전',
  50: '승부차기',
  100: FULL_TIME,
  101: FULL_TIME_AFTER_EXTRA,
  102: FULL_TIME_AFTER_PENALTIES,
};

const quarters: StatusTable = { ...numbered(4, '쿼터'), 40: OVERTIME, 100: FULL_TIME, 101: FULL_TIME_AFTER_EXTRA };

// Not in spec: ice hockey and floorball play three periods; their overtime (40), shootout (50) and
// finals follow the football and basketball codes.
const periods: StatusTable = {
  ...numbered(3, '피리어드'),
  40: OVERTIME,
  50: '승부치기',
  100: FULL_TIME,
  101: FULL_TIME_AFTER_EXTRA,
  102: '승부치기 후 경기종료',
};

/** Status labels per sport. */
export const gameStatusLabels: Readonly<Record<SportName, StatusTable>> = {
  Football: football,
  Basketball: quarters,
  'American Football': quarters,
  Baseball: {
    ...numbered(9, '이닝'),
    40: '연장이닝',
    // The spec's '62 error' sits among play units (60 game, 65 round, 66 frame), so it is read as
    // the baseball fielding error, 실책.
    62: '실책',
    // Not in spec: full time, as in every other sport.
    100: FULL_TIME,
  },
  // Not in spec: 100 full time is added to every sport whose spec codes stop before it.
  Tennis: { ...numbered(5, '세트'), 60: '게임', 100: FULL_TIME },
  Volleyball: { ...numbered(5, '세트'), 50: '골든세트', 100: FULL_TIME },
  'Ice Hockey': periods,
  Floorball: periods,
  // Not in spec: handball, futsal and bandy are played in halves like football; handball's
  // shootout is 7-metre throws, 승부던지기.
  Handball: { ...football, 50: '승부던지기', 102: '승부던지기 후 경기종료' },
  Futsal: football,
  Bandy: football,
  // Not in spec: the net sports count sets like volleyball (beach volleyball and badminton: best of 3).
  Badminton: { ...numbered(3, '세트'), 100: FULL_TIME },
  'Beach Volleyball': { ...numbered(3, '세트'), 100: FULL_TIME },
  'Table Tennis': { ...numbered(7, '세트'), 100: FULL_TIME },
  MMA: { 65: '라운드', 100: FULL_TIME },
  Cricket: { 70: '오버', 71: '투구', 100: FULL_TIME },
  Snooker: { 66: '프레임', 100: FULL_TIME },
  // Not in spec: water polo is played in four quarters, with a penalty shootout like football.
  Waterpolo: { ...quarters, 50: '승부던지기', 102: '승부던지기 후 경기종료' },
  // The spec's period wording gives rugby quarters (section 3), so its codes follow basketball's.
  Rugby: quarters,
  Esports: { ...numbered(5, '세트'), 100: FULL_TIME },
};

/**
 * The Korean label of a game status code for a sport (sport name case and spacing ignored, feed
 * aliases such as 'Soccer' accepted). An unknown sport or code gives undefined, so the caller
 * decides what to show (usually the feed's own text or nothing) instead of a made-up label.
 */
export function gameStatusLabel(sport: unknown, code: unknown): string | undefined {
  const name = canonicalSport(sport);
  if (name === undefined) return undefined;
  const numeric = typeof code === 'string' && code.trim() !== '' ? Number(code) : code;
  if (typeof numeric !== 'number' || !Number.isInteger(numeric)) return undefined;
  return gameStatusLabels[name][numeric];
}
