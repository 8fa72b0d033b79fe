// The sports' Korean names, apart from sports.ts so the boards' first chunk does not carry them (only the result pages read them).
import { canonicalSport, type SportName } from '../dictionaries/sports';

// Not in spec: section 3 lists the sports but not their Korean names; these are the names Korean sportsbooks print.
/** The Korean name of each sport. */
export const sportLabels: Readonly<Record<SportName, string>> = {
  Football: '축구',
  Basketball: '농구',
  'American Football': '미식축구',
  Baseball: '야구',
  Tennis: '테니스',
  Volleyball: '배구',
  'Ice Hockey': '아이스하키',
  Handball: '핸드볼',
  Futsal: '풋살',
  Floorball: '플로어볼',
  Bandy: '밴디',
  Badminton: '배드민턴',
  'Beach Volleyball': '비치발리볼',
  MMA: '종합격투기',
  Cricket: '크리켓',
  Snooker: '스누커',
  'Table Tennis': '탁구',
  Waterpolo: '수구',
  Rugby: '럭비',
  Esports: 'e스포츠',
};

/** The Korean name of a feed's sport name (any spelling canonicalSport knows), or the input itself when there is none. */
export function sportLabel(name: unknown): string {
  const sport = canonicalSport(name);
  if (sport !== undefined) return sportLabels[sport];
  return typeof name === 'string' ? name : '';
}
