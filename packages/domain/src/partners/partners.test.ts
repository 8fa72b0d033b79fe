import { describe, expect, it } from 'vitest';
import { contractPercentBasisPoints } from '../accounts/members';
import { dateRangePreset } from '../format/date-range';
import {
  CSV_BOM,
  applyBasisPoints,
  csvCell,
  explainLosingSettlement,
  explainRollingTable,
  formatBasisPoints,
  isInPeriod,
  losingSettlement,
  percentToBasisPoints,
  periodDays,
  periodInterval,
  periodProblem,
  settlementPeriodLabel,
  rollingByDay,
  sumRollingDays,
  rollingRatesOf,
  rollingTable,
  settledStakesByType,
  explainSettlement,
  settlementLedger,
  settlePeriod,
  toCsv,
  type CsvColumn,
  type RollingStake,
} from '.';

describe('settlement periods (issue 36: "Korean calendar days, whatever the device\'s time zone")', () => {
  it('a period is [from 00:00 KST, to + 1 day 00:00 KST)', () => {
    expect(periodInterval({ from: '2026-11-21', to: '2026-11-28' })).toEqual({
      startMs: Date.UTC(2026, 10, 20, 15),
      endMs: Date.UTC(2026, 10, 28, 15),
    });
  });

  it('counts a bet at 23:59:59 KST on the last day and not one at 00:00 KST the day after', () => {
    const period = { from: '2026-11-28', to: '2026-11-28' };
    expect(isInPeriod('2026-11-28 23:59:59', period)).toBe(true);
    expect(isInPeriod('2026-11-29 00:00:00', period)).toBe(false);
    expect(isInPeriod('2026-11-28 00:00:00', period)).toBe(true);
    expect(isInPeriod(Date.UTC(2026, 10, 27, 14, 59, 59), period)).toBe(false);
  });

  it('betting-core §9 presets: "today, 7 days, 15 days, 1 month (30 days), 3 months (90 days)" are periods ending today in Seoul', () => {
    const now = Date.UTC(2026, 10, 27, 16); // 01:00 on the 28th in Seoul
    expect(dateRangePreset('today', now)).toEqual({ from: '2026-11-28', to: '2026-11-28' });
    expect(dateRangePreset('3months', now)).toEqual({ from: '2026-08-30', to: '2026-11-28' });
  });

  it('prints the applied interval and lists its days', () => {
    expect(settlementPeriodLabel({ from: '2026-11-21', to: '2026-11-28' })).toBe('2026-11-21 00:00 ~ 2026-11-28 24:00 (한국 시간)');
    expect(periodDays({ from: '2026-02-27', to: '2026-03-02' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('Not in spec: a reversed or impossible period is no period (no interval, no days, empty label)', () => {
    expect(periodInterval({ from: '2026-11-28', to: '2026-11-27' })).toBeUndefined();
    expect(periodInterval({ from: '2026-02-30', to: '2026-03-01' })).toBeUndefined();
    expect(periodDays({ from: '2026-11-28', to: '2026-11-27' })).toEqual([]);
    expect(settlementPeriodLabel({ from: 'x', to: '2026-11-27' })).toBe('');
  });

  it('Not in spec: a typed period is refused when a date is missing, the end is before the start, or it ends after today in Seoul', () => {
    const now = Date.UTC(2026, 10, 27, 16); // 01:00 on the 28th in Seoul
    expect(periodProblem({ from: '', to: '2026-11-28' }, now)).toBe('missing');
    expect(periodProblem({ from: '2026-02-30', to: '2026-11-28' }, now)).toBe('missing');
    expect(periodProblem({ from: '2026-11-28', to: '2026-11-27' }, now)).toBe('reversed');
    expect(periodProblem({ from: '2026-11-28', to: '2026-11-29' }, now)).toBe('future');
    expect(periodProblem({ from: '2026-11-28', to: '2026-11-28' }, now)).toBeUndefined();
  });
});

describe('rates held exactly (issue 36: "20.5 % stays exact")', () => {
  it('reads a percent as hundredths of a percent', () => {
    expect(percentToBasisPoints(20.5)).toBe(2050);
    expect(percentToBasisPoints('0.29')).toBe(29);
    expect(percentToBasisPoints('3')).toBe(300);
    expect(percentToBasisPoints('')).toBeUndefined();
    expect(percentToBasisPoints(null)).toBeUndefined();
    expect(percentToBasisPoints('abc')).toBeUndefined();
  });

  it('Not in spec: a finer percent rounds to the nearest hundredth; a negative one reads as 0', () => {
    expect(percentToBasisPoints(0.125)).toBe(13);
    expect(percentToBasisPoints(-2)).toBe(0);
  });

  it('applies a rate without float error and prints it back', () => {
    // 0.29 % of 100,000 in floats is 289.99999999999994; held as 29 bp it is 290.
    expect(applyBasisPoints(100_000, 29)).toBe(290);
    expect(applyBasisPoints(1_234_567, 2050)).toBe(253_086);
    expect(applyBasisPoints(Number.MAX_SAFE_INTEGER, 10_000)).toBe(Number.MAX_SAFE_INTEGER);
    expect(formatBasisPoints(2050)).toBe('20.5%');
    expect(formatBasisPoints(29)).toBe('0.29%');
    expect(formatBasisPoints(300)).toBe('3%');
  });
});

describe('rolling per game type (issue 36)', () => {
  const rates = rollingRatesOf({ userRolling: 1.5, userRollingSlot: '2', userRollingMini: 0.5, userRollingSports: '0.29', userRollingVirtual: null });

  it('spec §3: the user\'s userRolling (casino), userRollingSlot, Mini, Sports and Virtual are the rates; a missing one is 0', () => {
    expect(rates).toEqual({ casino: 150, slot: 200, mini: 50, sports: 29, virtual: 0 });
  });

  it('"settled, non-cancelled stakes × the partner\'s rate for that type, paid whatever the result"', () => {
    const period = { from: '2026-11-28', to: '2026-11-28' };
    const stakes: RollingStake[] = [
      { gameType: 'sports', amount: 10_000, status: 'settled', settledAt: '2026-11-28 10:00:00' },
      { gameType: 'sports', amount: 5_000, status: 'settled', settledAt: '2026-11-28 11:00:00' }, // a lost bet earns rolling too
      { gameType: 'sports', amount: 7_000, status: 'cancelled', settledAt: '2026-11-28 11:00:00' },
      { gameType: 'sports', amount: 9_000, status: 'open', settledAt: null },
      { gameType: 'casino', amount: 3_333, status: 'settled', settledAt: '2026-11-29 00:00:00' }, // the next day
      { gameType: 'slot', amount: 1_001, status: 'settled', settledAt: '2026-11-28 23:59:59' },
    ];
    expect(settledStakesByType(stakes, period)).toEqual({ casino: 0, slot: 1_001, mini: 0, sports: 15_000, virtual: 0 });
  });

  it('floors each line and totals the lines shown', () => {
    const table = rollingTable({ casino: 333, slot: 1_001, mini: 999, sports: 15_000, virtual: 50_000 }, rates);
    expect(table.lines.map((line) => line.rolling)).toEqual([4, 20, 4, 43, 0]);
    expect(table.total).toBe(71); // a total rounded on its own would be floor(4.995 + 20.02 + 4.995 + 43.5) = 73
    expect(table.stakesTotal).toBe(67_333);
  });

  it('explains each line and the total in Korean', () => {
    const text = explainRollingTable(rollingTable({ casino: 0, slot: 0, mini: 0, sports: 1_234_000, virtual: 0 }, rates));
    expect(text).toContain('스포츠 롤링 = 정산된 베팅 1,234,000원 × 0.29% = 3,578원 (원 미만 버림)');
    expect(text.at(-1)).toBe('롤링 합계 = 0원 + 0원 + 0원 + 3,578원 + 0원 = 3,578원');
  });
});

describe('losing settlement (루징)', () => {
  it('spec §2: the contract percent is "the first non-empty of the level 3, 2 and 1 management target percents"', () => {
    expect(contractPercentBasisPoints({ managementTarget1Percent: 30, managementTarget2Percent: '', managementTarget3Percent: 20.5 })).toBe(2050);
    expect(contractPercentBasisPoints({ managementTarget1Percent: 30, managementTarget2Percent: null })).toBe(3000);
    expect(contractPercentBasisPoints({})).toBe(0);
  });

  it('Not in spec: the base is deposits − withdrawals − balance change, or stakes − wins, and names its basis and inputs', () => {
    const settled = losingSettlement({ basis: 'netDeposits', deposits: 1_000_000, withdrawals: 300_000, balanceChange: 100_001 }, 2050);
    expect(settled).toMatchObject({ base: 599_999, percentBp: 2050, amount: 122_999, state: 'payable' });
    expect(losingSettlement({ basis: 'netBets', stakes: 500_000, wins: 500_000 }, 3000)).toMatchObject({ base: 0, amount: 0, state: 'none' });
  });

  it('a negative period is shown as carried, not hidden (rounded toward zero)', () => {
    const carried = losingSettlement({ basis: 'netBets', stakes: 100_000, wins: 250_001 }, 2050);
    expect(carried).toMatchObject({ base: -150_001, amount: -30_750, state: 'carried' });
    expect(explainLosingSettlement(carried)).toEqual([
      '루징 정산 기준: 베팅 − 당첨',
      '기준 금액 = 베팅 100,000원 − 당첨 250,001원 = -150,001원',
      '루징 정산 = 기준 금액 -150,001원 × 계약 요율 20.5% = -30,750원 (원 미만 버림)',
      '이 기간은 마이너스이므로 지급되지 않고 다음 기간으로 이월됩니다.',
    ]);
  });
});

describe('CSV export (issue 36: "UTF-8 with BOM", totals included)', () => {
  interface Row {
    userId: string;
    nickname: string;
    deposit: number;
  }
  const columns: CsvColumn<Row>[] = [
    { header: '아이디', value: (row) => row.userId },
    { header: '닉네임', value: (row) => row.nickname },
    { header: '입금', value: (row) => row.deposit, sum: true },
  ];

  it('writes the BOM, the header, the rows and a totals row equal to the sum of the rows', () => {
    const csv = toCsv(columns, [
      { userId: 'kim01', nickname: '김철수', deposit: 10_000 },
      { userId: 'lee02', nickname: '이, "영희"', deposit: -2_500 },
    ]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual(['아이디,닉네임,입금', 'kim01,김철수,10000', 'lee02,"이, ""영희""",-2500', '합계,,7500', '']);
  });

  it('Not in spec: writes the figures shown under the list (the period\'s server sums) as a line each after the totals row', () => {
    const csv = toCsv(columns, [{ userId: 'kim01', nickname: '김철수', deposit: 10_000 }], '합계', [
      { label: '조회 기간 전체 합계 입금', value: 1_250_000 },
    ]);
    expect(csv.slice(1).split('\r\n')).toEqual(['아이디,닉네임,입금', 'kim01,김철수,10000', '합계,,10000', '조회 기간 전체 합계 입금,1250000', '']);
  });

  it('guards cells Excel would run as formulas', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+82')).toBe("'+82");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell(-1500)).toBe('-1500');
  });
});

describe('rolling by Korean day', () => {
  it('Not in spec: each day and type is floored on its own; the period\'s line is the sum of its days', () => {
    const rates = rollingRatesOf({ userRollingSports: 0.5 });
    const stakes: RollingStake[] = [
      { gameType: 'sports', amount: 999, status: 'settled', settledAt: '2026-11-27 23:59:59' },
      { gameType: 'sports', amount: 999, status: 'settled', settledAt: '2026-11-28 00:00:00' },
    ];
    const { days, table } = rollingByDay(stakes, rates, { from: '2026-11-27', to: '2026-11-28' });
    expect(days.map(({ day, table: t }) => [day, t.total])).toEqual([['2026-11-27', 4], ['2026-11-28', 4]]);
    expect(table.total).toBe(8); // floor(1,998 × 0.5 %) would be 9: the period shows the days it lists
    expect(table.lines.find((line) => line.gameType === 'sports')).toEqual({ gameType: 'sports', stakes: 1_998, rateBp: 50, rolling: 8 });
    // A reader holding only the days (a summary answer's rollingDays) gets the same period table.
    expect(sumRollingDays(days, rates)).toEqual(table);
  });
});

describe('the settlement ledger (Not in spec: the spec names losingPer and losingAmount only)', () => {
  it('a period\'s estimate is its rolling plus its losing; a closed one is confirmed, then paid or carried', () => {
    const [first, second, third, fourth] = settlementLedger([
      { rolling: 120_000, losing: 380_000, closed: true },
      { rolling: 40_000, losing: -300_000, closed: true },
      { rolling: 50_000, losing: 150_000, closed: true },
      { rolling: 10_000, losing: 5_000, closed: false },
    ]);
    expect(first).toEqual({ rolling: 120_000, losing: 380_000, estimate: 500_000, confirmed: 500_000, paid: 500_000, carriedIn: 0, carried: 0, status: 'paid' });
    // Issue 36: "a negative period is shown as such (carried, not paid), never hidden".
    expect(second).toMatchObject({ estimate: -260_000, confirmed: -260_000, paid: 0, carried: -260_000, status: 'carried' });
    // The carry comes off the next period first: 200,000 − 260,000 is still negative.
    expect(third).toMatchObject({ estimate: 200_000, carriedIn: -260_000, paid: 0, carried: -60_000, status: 'carried' });
    // A running period is an estimate only; it carries in what the last one carried out.
    expect(fourth).toMatchObject({ estimate: 15_000, confirmed: 0, paid: 0, carriedIn: -60_000, carried: 0, status: 'open' });
  });

  it('explains each figure in Korean', () => {
    expect(explainSettlement(settlePeriod({ rolling: 50_000, losing: 150_000, closed: true }, -260_000))).toEqual([
      '예상 정산 = 롤링 50,000원 + 루징 정산 150,000원 = 200,000원',
      '확정 정산 = 200,000원',
      '정산 잔액 = 확정 200,000원 + 이월 -260,000원 = -60,000원',
      '잔액이 마이너스이므로 지급 없이 -60,000원을 다음 기간으로 이월합니다.',
    ]);
    expect(explainSettlement(settlePeriod({ rolling: 1_000, losing: 2_000, closed: true }, 0)).at(-1)).toBe('잔액 3,000원을 지급했습니다.');
    expect(explainSettlement(settlePeriod({ rolling: 1_000, losing: 2_000, closed: false }, 0))).toEqual([
      '예상 정산 = 롤링 1,000원 + 루징 정산 2,000원 = 3,000원',
      '진행 중인 기간입니다. 기간이 끝나면 이 금액으로 확정됩니다.',
    ]);
  });
});

