// A partner's member list for the ledger's stories: fixed numbers, so screenshots never move.
import type { LedgerColumn } from './LedgerTable';

export interface MemberLedgerRow {
  readonly userId: string;
  readonly nickname: string;
  readonly deposits: number;
  readonly withdrawals: number;
  /** deposits − withdrawals, given by the server (a member ahead is negative for the partner). */
  readonly net: number;
  readonly bets: number;
  readonly lastLogin: string;
}

const nicknames = ['바다소리', '별빛', '하늘정원', '푸른솔', '달무리', '새벽길', '봄비', '산들바람', '노을빛', '은하수'];

/** The `index`th member: amounts in whole thousands, some withdrawing more than they deposited. */
export function memberRow(index: number): MemberLedgerRow {
  const deposits = ((index * 37) % 50) * 10_000 + 50_000;
  const withdrawals = ((index * 53) % 60) * 10_000;
  return {
    userId: `member${String(index + 1).padStart(2, '0')}`,
    nickname: nicknames[index % nicknames.length]!,
    deposits,
    withdrawals,
    net: deposits - withdrawals,
    bets: (index * 7) % 23,
    lastLogin: `2026-11-${String(22 - (index % 20)).padStart(2, '0')} ${String(9 + (index % 12)).padStart(2, '0')}:30`,
  };
}

export const memberRows = (count: number, start = 0) => Array.from({ length: count }, (_, index) => memberRow(start + index));

export const memberColumns: readonly LedgerColumn<MemberLedgerRow>[] = [
  { key: 'userId', header: '아이디', kind: 'text', value: (row) => row.userId, sortable: true },
  { key: 'nickname', header: '닉네임', kind: 'text', value: (row) => row.nickname },
  { key: 'deposits', header: '입금', kind: 'money', value: (row) => row.deposits, sum: true, sortable: true },
  { key: 'withdrawals', header: '출금', kind: 'money', value: (row) => row.withdrawals, sum: true, sortable: true },
  { key: 'net', header: '입출금 차액', kind: 'money', value: (row) => row.net, sum: true, sortable: true },
  { key: 'bets', header: '베팅 건수', kind: 'count', value: (row) => row.bets, sum: true },
  { key: 'lastLogin', header: '최근 접속', kind: 'date', value: (row) => row.lastLogin, sortable: true },
];
