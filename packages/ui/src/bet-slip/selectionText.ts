// How a slip selection reads to members, shared by the slip and the odds-change dialog so both
// name a pick the same way. Every rule is the domain's; this file only picks the fields.
import { betNameFamily, betNameLabel, idKey, isBonusSelection, marketLabel, type BetNameFamily, type SlipSelection } from '@betkit/domain';

/** The market's Korean label: the feed's marketNameKorean, else the domain dictionary's label. */
export function marketText(selection: SlipSelection): string {
  const korean = selection.marketNameKorean?.trim();
  return korean ? korean : marketLabel(selection.marketName);
}

/** The bet name as read: '1' the home team, '2' the away team, 'X' 무승부, else its own text. */
export function betText(selection: SlipSelection): string {
  if (isBonusSelection(selection)) return selection.slipName ?? selection.betName;
  return betNameLabel(selection.betName, selection.homeName, selection.awayName);
}

/** The bet name's colour family (1/X/2, over/under…), or undefined for free text. */
export function betFamily(selection: SlipSelection): BetNameFamily | undefined {
  return betNameFamily(selection.betName);
}

/** The fixture as read: 'home vs away', or '' when the feed sent no names. */
export function fixtureText(selection: SlipSelection): string {
  const { homeName, awayName } = selection;
  return homeName && awayName ? `${homeName} vs ${awayName}` : (homeName ?? awayName ?? '');
}

/** A pick's name for buttons and announcements: market and bet name ('승무패 울산 HD'). */
export function pickName(selection: SlipSelection): string {
  return isBonusSelection(selection) ? betText(selection) : `${marketText(selection)} ${betText(selection)}`;
}

/** A selection's id as a React key (ids are compared by @betkit/domain's idKey; a missing id keys as ''). */
export function reactKeyOf(value: unknown): string {
  return idKey(value) ?? '';
}
