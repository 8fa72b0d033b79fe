// Sports are named differently by each feed ('Soccer', 'Football', 'E-Sports', 'eSports'); the
// dictionaries key on one canonical English name per sport, and lists show its Korean name.

/** The sports the status and period dictionaries know (betting-core.md section 3, Dictionaries). */
export const sportNames = [
  'Football',
  'Basketball',
  'American Football',
  'Baseball',
  'Tennis',
  'Volleyball',
  'Ice Hockey',
  'Handball',
  'Futsal',
  'Floorball',
  'Bandy',
  'Badminton',
  'Beach Volleyball',
  'MMA',
  'Cricket',
  'Snooker',
  'Table Tennis',
  'Waterpolo',
  'Rugby',
  'Esports',
] as const;

/** One canonical sport name. */
export type SportName = (typeof sportNames)[number];

// Not in spec: the aliases below are the spellings common sports feeds use for the same sports.
const aliases: Readonly<Record<string, SportName>> = {
  soccer: 'Football',
  'water polo': 'Waterpolo',
  'e-sports': 'Esports',
  'e sports': 'Esports',
  // The spec's sport menu names id 687890 'E-Games'.
  'e-games': 'Esports',
  'rugby union': 'Rugby',
  'rugby league': 'Rugby',
  hockey: 'Ice Hockey',
  'ufc/mma': 'MMA',
  ufc: 'MMA',
};

const byKey = new Map<string, SportName>([
  ...sportNames.map((name) => [name.toLowerCase().replace(/\s+/g, ''), name] as const),
  ...Object.entries(aliases).map(([alias, name]) => [alias.replace(/\s+/g, ''), name] as const),
]);

/** The canonical sport for a feed's sport name (case and spaces ignored), or undefined when unknown. */
export function canonicalSport(name: unknown): SportName | undefined {
  if (typeof name !== 'string') return undefined;
  return byKey.get(name.toLowerCase().replace(/\s+/g, ''));
}

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
