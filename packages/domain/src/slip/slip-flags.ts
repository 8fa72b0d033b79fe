// The shared slip flags of the betting state (betting-core.md section 3, "Shared betting state").
// The double-click guard belongs to the submission state machine in ../submit/; only the
// auto-accept flag, which the member toggles on the slip, lives here.
import { isRecord } from '../read';

/** The member's slip flags. */
export interface SlipFlags {
  /** Accept changed odds without asking (isOddsAutoChangeFlag; sent as changeFlag 1, else 0). */
  readonly autoAcceptOddsChange: boolean;
}

/** Actions on the slip flags. */
export type SlipFlagsAction =
  /** Flips the auto-accept odds change flag. */
  | { readonly type: 'toggleAutoAcceptOddsChange' }
  /** Sets the auto-accept odds change flag. */
  | { readonly type: 'setAutoAcceptOddsChange'; readonly value: boolean };

/** The flags' defaults: auto-accept odds change is on (spec: default true). */
export function initialSlipFlags(): SlipFlags {
  return { autoAcceptOddsChange: true };
}

/** The slip flags reducer: pure, never throws; a non-boolean value changes nothing. */
export function slipFlagsReducer(state: SlipFlags, action: SlipFlagsAction): SlipFlags {
  if (!isRecord(action)) return state;
  switch (action.type) {
    case 'toggleAutoAcceptOddsChange':
      return { autoAcceptOddsChange: !state.autoAcceptOddsChange };
    case 'setAutoAcceptOddsChange':
      return typeof action.value === 'boolean' && action.value !== state.autoAcceptOddsChange
        ? { autoAcceptOddsChange: action.value }
        : state;
    default:
      return state;
  }
}
