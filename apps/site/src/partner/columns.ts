// The partner lists' columns: one definition draws each table and writes its CSV (ui's LedgerColumn).
import type { PartnerAnalysisDay, PartnerChargeRow, PartnerMemberRow, PartnerRollingDayRow, PartnerThirdPartyBetRow, SettlementRow } from '@betkit/api';
import { chargeStatusLabel, formatBasisPoints, levelLabel, slipWinAmount, type HistorySlip } from '@betkit/domain';
import type { LedgerColumn } from '@betkit/ui';
import { columnLabels as words, partnerLabels } from './labels';

/** A money column, summed in the totals row. */
const money = <Row>(key: string, header: string, value: (row: Row) => number): LedgerColumn<Row> => ({ key, header, kind: 'money', value, sum: true });

export const rollingColumns: readonly LedgerColumn<PartnerRollingDayRow>[] = [
  { key: 'day', header: words.day, kind: 'date', value: (row) => row.day },
  money('stakes', words.stakes, (row) => row.stakes),
  { key: 'rate', header: words.rate, kind: 'text', value: (row) => formatBasisPoints(row.rateBp) },
  money('rolling', words.rolling, (row) => row.rolling),
];

/** A member's state: withdrawn, banned or active (spec 3: withdrawalType 1, banType not 0). */
const memberStatus = (row: PartnerMemberRow) =>
  row.withdrawalType === 1 ? partnerLabels.memberStatus.withdrawn : row.banType !== 0 ? partnerLabels.memberStatus.banned : partnerLabels.memberStatus.active;

export const memberColumns: readonly LedgerColumn<PartnerMemberRow>[] = [
  { key: 'userId', header: words.userId, kind: 'text', value: (row) => row.userId },
  { key: 'nickname', header: words.nickname, kind: 'text', value: (row) => row.nickname, sortable: true },
  { key: 'role', header: words.level, kind: 'text', value: (row) => levelLabel(row.role), sortable: true },
  { ...money('emoney', words.balance, (row: PartnerMemberRow) => row.emoney), sortable: true },
  { ...money('depositTotal', words.deposits, (row: PartnerMemberRow) => row.depositTotal), sortable: true },
  { ...money('withdrawTotal', words.withdrawals, (row: PartnerMemberRow) => row.withdrawTotal), sortable: true },
  { ...money('betTotal', words.bets, (row: PartnerMemberRow) => row.betTotal), sortable: true },
  { key: 'lastLoginAt', header: words.lastLogin, kind: 'date', value: (row) => row.lastLoginAt, sortable: true },
  { key: 'status', header: words.status, kind: 'text', value: memberStatus },
];

export const chargeColumns: readonly LedgerColumn<PartnerChargeRow>[] = [
  { key: 'depositDate', header: words.requestedAt, kind: 'date', value: (row) => row.depositDate },
  { key: 'userId', header: words.userId, kind: 'text', value: (row) => row.userId },
  { key: 'nickname', header: words.nickname, kind: 'text', value: (row) => row.nickname },
  money('depositAmount', words.amount, (row) => row.depositAmount),
  { key: 'status', header: words.status, kind: 'text', value: (row) => chargeStatusLabel(row.status, row.depositMode) },
  { key: 'processDate', header: words.processedAt, kind: 'date', value: (row) => row.processDate },
];

export const thirdPartyColumns: readonly LedgerColumn<PartnerThirdPartyBetRow>[] = [
  { key: 'date', header: words.day, kind: 'date', value: (row) => row.date },
  { key: 'userId', header: words.userId, kind: 'text', value: (row) => row.userId },
  { key: 'nickname', header: words.nickname, kind: 'text', value: (row) => row.nickname },
  { key: 'provider', header: words.provider, kind: 'text', value: (row) => row.thirdPartyName },
  { key: 'game', header: words.game, kind: 'text', value: (row) => row.gameName || row.gameCode },
  { key: 'kind', header: words.kind, kind: 'text', value: (row) => row.transType },
  money('amount', words.amount, (row) => row.amount),
  { key: 'cancelAt', header: words.cancelled, kind: 'date', value: (row) => row.cancelAt },
];

export const settlementColumns: readonly LedgerColumn<SettlementRow>[] = [
  { key: 'period', header: words.period, kind: 'text', value: (row) => `${row.from} ~ ${row.to}` },
  money('rolling', words.rolling, (row) => row.rolling),
  money('losing', words.losing, (row) => row.losing),
  money('estimate', words.estimate, (row) => row.estimate),
  money('confirmed', words.confirmed, (row) => row.confirmed),
  money('carriedIn', words.carriedIn, (row) => row.carriedIn),
  money('paid', words.paid, (row) => row.paid),
  money('carried', words.carried, (row) => row.carried),
  { key: 'status', header: words.status, kind: 'text', value: (row) => partnerLabels.settlementStatus[row.status] },
];

export const analysisColumns: readonly LedgerColumn<PartnerAnalysisDay>[] = [
  { key: 'day', header: words.day, kind: 'date', value: (row) => row.day },
  money('depositTotal', words.deposits, (row) => row.depositTotal),
  money('withdrawTotal', words.withdrawals, (row) => row.withdrawTotal),
  money('betTotal', words.bets, (row) => row.betTotal),
  money('winTotal', words.wins, (row) => row.winTotal),
  money('rollingTotal', words.rolling, (row) => row.rollingTotal),
];

/** A sports order as the member's history has it: its first leg carries the slip's fields. */
export const betColumns: readonly LedgerColumn<HistorySlip>[] = [
  { key: 'createdAt', header: words.day, kind: 'date', value: ([slip]) => slip.created_at },
  { key: 'userId', header: words.userId, kind: 'text', value: ([slip]) => slip.user_id },
  { key: 'nickname', header: words.nickname, kind: 'text', value: ([slip]) => slip.nickname },
  { key: 'legs', header: words.legs, kind: 'count', value: (slip) => slip.length },
  money('amount', words.bets, ([slip]) => slip.amount),
  money('win', words.wins, slipWinAmount),
  { key: 'result', header: words.result, kind: 'text', value: ([slip]) => slip.settlement_name },
];
