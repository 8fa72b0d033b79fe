// SWR keys of the deposit and withdrawal histories. Every one starts with 'me:charges', so a deposit or a
// withdrawal request (and a hide) revalidates both histories with one filter: mutate(isChargeHistoryKey).
import type { DepositMode } from '@betkit/domain';

/** The prefix every charge history key shares. */
export const CHARGE_HISTORY_KEY_PREFIX = 'me:charges';

/** True for a charge history key. */
export const isChargeHistoryKey = (key: unknown): boolean => typeof key === 'string' && key.startsWith(CHARGE_HISTORY_KEY_PREFIX);

/** One page of one history; the member id keeps two logins apart. */
export const chargeHistoryKey = (memberId: number, depositMode: DepositMode, page: number) =>
  `${CHARGE_HISTORY_KEY_PREFIX}:${memberId}:${depositMode}:${page}`;
