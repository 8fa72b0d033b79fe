// How a period is named depends on the sport (betting-core.md section 3, Dictionaries):
// football and handball have halves, basketball and rugby quarters, baseball innings, and the net
// sports and esports sets.
import { canonicalSport, type SportName } from '../dictionaries/sports';

/** The kind of period a sport is played in. */
export type PeriodUnit = 'half' | 'quarter' | 'inning' | 'set' | 'period' | 'round' | 'frame';

/** The period unit per sport. */
export const periodUnits: Readonly<Record<SportName, PeriodUnit>> = {
  Football: 'half',
  Handball: 'half',
  Basketball: 'quarter',
  Rugby: 'quarter',
  Baseball: 'inning',
  Volleyball: 'set',
  Esports: 'set',
  Tennis: 'set',
  'Table Tennis': 'set',
  // Not in spec: the sports below take the unit they are played in.
  Futsal: 'half',
  Bandy: 'half',
  'American Football': 'quarter',
  Waterpolo: 'quarter',
  'Ice Hockey': 'period',
  Floorball: 'period',
  Badminton: 'set',
  'Beach Volleyball': 'set',
  Cricket: 'inning',
  MMA: 'round',
  Snooker: 'frame',
};

const unitWords: Readonly<Record<Exclude<PeriodUnit, 'half'>, string>> = {
  quarter: '쿼터',
  inning: '이닝',
  set: '세트',
  period: '피리어드',
  round: '라운드',
  frame: '프레임',
};

const halves: Readonly<Record<number, string>> = { 1: '전반', 2: '후반' };

/** The unit a sport's periods are counted in (case and spacing ignored), or undefined for an unknown sport. */
export function periodUnit(sport: unknown): PeriodUnit | undefined {
  const name = canonicalSport(sport);
  return name === undefined ? undefined : periodUnits[name];
}

/**
 * The Korean name of the n-th period of a sport: '전반'/'후반' for halves, otherwise `{n}{unit}`
 * ('2쿼터', '7이닝', '3세트'). Undefined for an unknown sport, an n that is not a whole number of
 * at least 1, or a third 'half' (extra time is a status, not a period).
 */
export function periodLabel(sport: unknown, n: unknown): string | undefined {
  const unit = periodUnit(sport);
  if (unit === undefined || typeof n !== 'number' || !Number.isInteger(n) || n < 1) return undefined;
  if (unit === 'half') return halves[n];
  return `${n}${unitWords[unit]}`;
}
