// The member's deposit and withdrawal histories (site-and-member-services.md sections 4, 7, 8 and 9).
import { chargeHistoryMessages } from '../messages';

/** Spec 9: "deposit and withdrawal histories 10 per page" (also GET /charge's perpage=10). */
export const CHARGE_HISTORY_PAGE_SIZE = 10;

/** Spec 8 "History delete": hiding the selected rows with none selected is refused with 'select a target'; else null. */
export function hideSelectionMessage(selected: readonly unknown[] | null | undefined): string | null {
  return selected && selected.length > 0 ? null : chargeHistoryMessages.selectTarget;
}
