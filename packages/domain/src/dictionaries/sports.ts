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
