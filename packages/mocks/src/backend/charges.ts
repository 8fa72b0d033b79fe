// The demo's back office for deposits and withdrawals: it completes the requests members make in the demo.
import { formatSeoulDateTime, parseServerTime } from '@betkit/domain';
import { stateOf, type DemoContext } from './http';
import type { DemoMember } from '../fixtures';

// Not in spec: how long a pending request waits before the demo's "back office" completes it.
export const DEMO_CHARGE_APPROVAL_MS = 60_000;

/**
 * The demo's back office: requests made in this demo session are completed a minute later (`waitMs`; a deposit
 * adds money and raises the member's deposit or withdrawal notification); the generated pending requests stay
 * pending, so every status can be seen. Run when the member's record or charge list is read; answers how many.
 */
export function approveDueCharges(ctx: DemoContext, member: DemoMember, waitMs = DEMO_CHARGE_APPROVAL_MS): number {
  let approved = 0;
  const now = ctx.now().getTime();
  const state = stateOf(ctx);
  for (const charge of state.data.charges) {
    if (charge.memberId !== member.id || charge.status !== 0 || !state.sessionCharges.includes(charge.id)) continue;
    const requested = parseServerTime(charge.depositDate) ?? Number.NaN;
    if (!Number.isFinite(requested) || now - requested < waitMs) continue;
    charge.status = 1;
    approved += 1;
    charge.processDate = formatSeoulDateTime(now);
    if (charge.depositMode === 0) {
      member.emoney += charge.depositAmount;
      member.alertDepositFlag = 1;
      member.alertDepositCount = Number(member.alertDepositCount ?? 0) + 1;
    } else {
      member.alertWithdrawFlag = 1;
      member.alertWithdrawCount = Number(member.alertWithdrawCount ?? 0) + 1;
    }
  }
  return approved;
}
