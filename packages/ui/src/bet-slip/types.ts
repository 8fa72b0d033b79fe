import type { Selection } from '@betkit/domain';

/**
 * A slip selection as the site's odds board adds it: the spec's Selection plus the fixture's names,
 * which the slip shows and the reducers carry along untouched.
 */
// Not in spec: the Selection entity has no team or league names, yet the slip shows the teams; the
// feed's names travel on the selection. Should move to @betkit/domain's Selection as optional fields.
export interface SlipSelection extends Selection {
  /** The home team's name (bet name '1' reads as it). */
  readonly homeName?: string;
  /** The away team's name (bet name '2' reads as it). */
  readonly awayName?: string;
  /** The league's name as members read it. */
  readonly leagueName?: string;
}
