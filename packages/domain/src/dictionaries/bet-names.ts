// Bet names are colour-coded by family (betting-core.md section 3, Dictionaries). The server sends
// them in English or Korean depending on the game, so both spellings map to one family; the UI
// theme keys its colours on the same family names.

/** The bet-name colour families, in the order the UI theme lists them. */
export const betNameFamilies = [
  'home',
  'draw',
  'away',
  'over',
  'under',
  'odd',
  'even',
  'big',
  'small',
  'left',
  'center',
  'right',
  'red',
  'blue',
  'yellow',
  'banker',
  'player',
  'tie',
  'spade',
  'heart',
  'clover',
  'dragon',
  'tiger',
] as const;

/** One bet-name colour family. */
export type BetNameFamily = (typeof betNameFamilies)[number];

// Spellings per family, compared lower-cased and trimmed. Beyond the brief's list, 'home'/'away',
// plural suits and common Korean synonyms are accepted because mini-game feeds use them.
const spellings: Readonly<Record<BetNameFamily, readonly string[]>> = {
  home: ['1', 'home', '홈', '홈승', '승'],
  draw: ['x', 'draw', '무', '무승부'],
  away: ['2', 'away', '원정', '원정승', '패'],
  over: ['over', '오버'],
  under: ['under', '언더'],
  odd: ['odd', '홀'],
  even: ['even', '짝'],
  big: ['big', '대'],
  small: ['small', '소'],
  left: ['left', '좌'],
  center: ['center', 'centre', '중'],
  right: ['right', '우'],
  red: ['red', '레드', '빨강'],
  blue: ['blue', '블루', '파랑'],
  yellow: ['yellow', '옐로우', '노랑'],
  banker: ['banker', '뱅커'],
  player: ['player', '플레이어'],
  tie: ['tie', '타이'],
  spade: ['spade', 'spades', '스페이드'],
  heart: ['heart', 'hearts', '하트'],
  clover: ['clover', 'club', 'clubs', '클로버'],
  dragon: ['dragon', '드래곤', '용'],
  tiger: ['tiger', '타이거', '호랑이'],
};

const familyBySpelling = new Map<string, BetNameFamily>(
  betNameFamilies.flatMap((family) => spellings[family].map((spelling) => [spelling, family] as const)),
);

// 'Over 2.5', 'Under (3.5)': the line is shown separately, so a trailing number is ignored.
const trailingLine = /\s*\(?[+-]?\d+(?:\.\d+)?\)?$/;

/**
 * The colour family of a server bet name, English or Korean, case and surrounding spaces ignored
 * ('1' → home, 'X' → draw, '오버' → over, '호랑이' → tiger; 'Over 2.5' → over). Undefined otherwise.
 */
export function betNameFamily(betName: unknown): BetNameFamily | undefined {
  if (typeof betName !== 'string' && typeof betName !== 'number') return undefined;
  const key = String(betName).trim().toLowerCase();
  const direct = familyBySpelling.get(key);
  if (direct !== undefined) return direct;
  const withoutLine = key.replace(trailingLine, '');
  return withoutLine === '' || withoutLine === key ? undefined : familyBySpelling.get(withoutLine);
}

/** What a draw pick reads as. */
export const DRAW_LABEL = '무승부';

/** Each family's Korean word: an English bet name ('Over', 'Banker') reads as this everywhere members see it. */
export const betNameWords: Readonly<Record<BetNameFamily, string>> = {
  home: '홈',
  draw: DRAW_LABEL,
  away: '원정',
  over: '오버',
  under: '언더',
  odd: '홀',
  even: '짝',
  big: '대',
  small: '소',
  left: '좌',
  center: '중',
  right: '우',
  red: '레드',
  blue: '블루',
  yellow: '옐로우',
  banker: '뱅커',
  player: '플레이어',
  tie: '타이',
  spade: '스페이드',
  heart: '하트',
  clover: '클로버',
  dragon: '드래곤',
  tiger: '타이거',
};

// Not in spec: English bet names outside the colour families, in the words Korean sportsbooks print.
const otherWords: Readonly<Record<string, string>> = { yes: '예', no: '아니오' };

// An English word of two letters or more: '1', 'X' and '2' are the board's own symbols and stay as sent.
const englishWord = /^[a-z][a-z ]*[a-z]$/;

/**
 * A bet name in Korean: an English family spelling becomes the family's word ('Over' → '오버',
 * 'even' → '짝', 'Banker' → '뱅커'), 'Yes'/'No' '예'/'아니오'; '1', 'X', '2', Korean and free text stay as sent.
 */
export function betNameWord(betName: unknown): string {
  if (typeof betName !== 'string' && typeof betName !== 'number') return '';
  const text = String(betName);
  const key = text.trim().toLowerCase();
  if (!englishWord.test(key)) return text;
  const family = familyBySpelling.get(key);
  return family === undefined ? (otherWords[key] ?? text) : betNameWords[family];
}

/**
 * A bet name as members read it (spec, Leg): '1' → the home team's name, '2' → the away team's,
 * 'X' → '무승부', an English family spelling its Korean word ('Under' → '언더'), anything else its own
 * text. A missing team name falls back to the raw '1'/'2'.
 */
export function betNameLabel(betName: unknown, home?: unknown, away?: unknown): string {
  if (typeof betName !== 'string' && typeof betName !== 'number') return '';
  const text = String(betName);
  const key = text.trim();
  if (key === '1') return typeof home === 'string' && home.trim() !== '' ? home : text;
  if (key === '2') return typeof away === 'string' && away.trim() !== '' ? away : text;
  if (key === 'X' || key === 'x') return DRAW_LABEL;
  return betNameWord(text);
}
