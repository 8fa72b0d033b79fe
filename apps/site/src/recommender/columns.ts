// The recommender lists' columns: one definition draws the table and writes its CSV (ui's LedgerTable).
import type { PartnerChargeKind, PartnerChargeRow, PartnerChargeTotals, PartnerMemberRow, PartnerMemberTotals, SettlementRow, SettlementTotals } from '@betkit/api';
import { chargeStatusLabel, DEPOSIT_MODE, levelLabel, maskMemberId } from '@betkit/domain';
import type { LedgerColumn, LedgerPeriodTotal } from '@betkit/ui';
import { recommenderLabels } from './labels';

const { columns: words } = recommenderLabels;

/** The member tab: ids masked (the server masks them; the site masks again, so an unmasked answer never shows one). */
export const memberColumns: readonly LedgerColumn<PartnerMemberRow>[] = [
  { key: 'userId', kind: 'text', header: words.userId, value: (row) => maskMemberId(row.userId) },
  { key: 'nickname', kind: 'text', header: words.nickname, value: (row) => row.nickname },
  { key: 'role', kind: 'text', header: words.level, value: (row) => levelLabel(row.role) },
  { key: 'emoney', kind: 'money', header: words.balance, value: (row) => row.emoney, sum: true },
  { key: 'depositTotal', kind: 'money', header: words.deposits, value: (row) => row.depositTotal, sum: true },
  { key: 'withdrawTotal', kind: 'money', header: words.withdrawals, value: (row) => row.withdrawTotal, sum: true },
  { key: 'betTotal', kind: 'money', header: words.stakes, value: (row) => row.betTotal, sum: true },
  { key: 'lastLoginAt', kind: 'date', header: words.lastLogin, value: (row) => row.lastLoginAt ?? recommenderLabels.never },
];

/** The deposit and withdrawal tabs, with the spec's status labels (spec 4 "Charge status"). */
export function chargeColumns(kind: PartnerChargeKind): readonly LedgerColumn<PartnerChargeRow>[] {
  const mode = kind === 'deposit' ? DEPOSIT_MODE.deposit : DEPOSIT_MODE.withdrawal;
  return [
    { key: 'depositDate', kind: 'date', header: words.date, value: (row) => row.depositDate },
    { key: 'userId', kind: 'text', header: words.userId, value: (row) => maskMemberId(row.userId) },
    { key: 'nickname', kind: 'text', header: words.nickname, value: (row) => row.nickname },
    { key: 'depositAmount', kind: 'money', header: words.amount, value: (row) => row.depositAmount, sum: true },
    { key: 'status', kind: 'text', header: words.status, value: (row) => chargeStatusLabel(row.status, mode) },
  ];
}

/** The settlement log (calc): each period's rolling, losing, estimate, confirmed, paid and carried amounts. */
export const settlementColumns: readonly LedgerColumn<SettlementRow>[] = [
  { key: 'period', kind: 'text', header: words.period, value: (row) => `${row.from} ~ ${row.to}` },
  { key: 'rolling', kind: 'money', header: words.rolling, value: (row) => row.rolling, sum: true },
  { key: 'losing', kind: 'money', header: words.losing, value: (row) => row.losing, sum: true },
  { key: 'estimate', kind: 'money', header: words.estimate, value: (row) => row.estimate, sum: true },
  { key: 'confirmed', kind: 'money', header: words.confirmed, value: (row) => row.confirmed, sum: true },
  { key: 'paid', kind: 'money', header: words.paid, value: (row) => row.paid, sum: true },
  { key: 'carried', kind: 'money', header: words.carried, value: (row) => row.carried, sum: true },
  { key: 'status', kind: 'text', header: words.status, value: (row) => recommenderLabels.settlementStatus[row.status] },
];

/** The member tab's period sums (the server's, over every member of the period). */
export const memberPeriodTotals = (sums: PartnerMemberTotals): readonly LedgerPeriodTotal[] => [
  { label: words.deposits, amount: sums.depositTotal },
  { label: words.withdrawals, amount: sums.withdrawTotal },
  { label: words.stakes, amount: sums.betTotal },
];

/** A charge tab's period sums: every request, and the completed ones alone. */
export const chargePeriodTotals = (sums: PartnerChargeTotals): readonly LedgerPeriodTotal[] => [
  { label: words.amount, amount: sums.depositAmount },
  { label: words.completedAmount, amount: sums.completedAmount },
];

/** The settlement log's period sums. */
export const settlementPeriodTotals = (sums: SettlementTotals): readonly LedgerPeriodTotal[] => [
  { label: words.estimate, amount: sums.estimate },
  { label: words.paid, amount: sums.paid },
  { label: words.carried, amount: sums.carried },
];
