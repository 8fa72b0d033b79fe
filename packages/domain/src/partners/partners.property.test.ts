// Issue 36: "A property test proves, for random inputs: every figure is an integer, the lines sum to the total,
// a period split in two sums to the whole, and no figure depends on the machine's time zone."
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  csvTotals,
  explainLosingSettlement,
  losingSettlement,
  periodDays,
  periodInterval,
  rollingByDay,
  rollingTable,
  settledStakesByType,
  settlementLedger,
  toCsv,
  type CsvColumn,
  type LosingInputs,
  type RollingStake,
} from '.';
import { ROLLING_GAME_TYPES } from './rolling';

const DAY_MS = 86_400_000;
// A 120-day window of Korean days, starting 2026-08-01 00:00 KST.
const WINDOW_START = Date.UTC(2026, 6, 31, 15);
const isoDay = (offset: number) => new Date(Date.UTC(2026, 7, 1 + offset)).toISOString().slice(0, 10);

const won = fc.integer({ min: 0, max: 2_000_000_000 });
const rateBp = fc.integer({ min: 0, max: 10_000 });
const rates = fc.record({ casino: rateBp, slot: rateBp, mini: rateBp, sports: rateBp, virtual: rateBp });
const stakeRow: fc.Arbitrary<RollingStake> = fc.record({
  gameType: fc.constantFrom(...ROLLING_GAME_TYPES),
  amount: fc.integer({ min: 0, max: 50_000_000 }),
  status: fc.constantFrom('open' as const, 'settled' as const, 'cancelled' as const),
  // Epoch ms or a Korean server time, so both readings are covered.
  settledAt: fc.oneof(
    fc.integer({ min: WINDOW_START - DAY_MS, max: WINDOW_START + 121 * DAY_MS }),
    fc.integer({ min: 0, max: 120 * 24 * 60 - 1 }).map((minute) => {
      const wall = new Date(WINDOW_START + 9 * 3_600_000 + minute * 60_000).toISOString();
      return `${wall.slice(0, 10)} ${wall.slice(11, 19)}`;
    }),
  ),
});
/** A period inside the window and a day to split it after. */
const splitPeriod = fc
  .tuple(fc.integer({ min: 0, max: 119 }), fc.integer({ min: 0, max: 119 }), fc.integer({ min: 0, max: 1_000 }))
  .filter(([a, b]) => a !== b)
  .map(([a, b, at]) => {
    const [first, last] = a < b ? [a, b] : [b, a];
    const cut = first + (at % (last - first));
    return { whole: { from: isoDay(first), to: isoDay(last) }, head: { from: isoDay(first), to: isoDay(cut) }, tail: { from: isoDay(cut + 1), to: isoDay(last) } };
  });
const losingInputs: fc.Arbitrary<LosingInputs> = fc.oneof(
  fc.record({ basis: fc.constant('netDeposits' as const), deposits: won, withdrawals: won, balanceChange: fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }) }),
  fc.record({ basis: fc.constant('netBets' as const), stakes: won, wins: won }),
);

describe('settlement figures, for random inputs', () => {
  it('every figure is an integer and the lines sum to the total', () => {
    fc.assert(
      fc.property(fc.record({ casino: won, slot: won, mini: won, sports: won, virtual: won }), rates, losingInputs, rateBp, (stakes, r, inputs, percent) => {
        const table = rollingTable(stakes, r);
        const figures = [...table.lines.flatMap((line) => [line.stakes, line.rolling]), table.total, table.stakesTotal];
        const losing = losingSettlement(inputs, percent);
        figures.push(losing.base, losing.amount);
        expect(figures.every(Number.isSafeInteger)).toBe(true);
        expect(table.total).toBe(table.lines.reduce((sum, line) => sum + line.rolling, 0));
        expect(table.stakesTotal).toBe(table.lines.reduce((sum, line) => sum + line.stakes, 0));
        // Each line never pays more than its exact share, and at most one won less.
        for (const line of table.lines) expect(line.stakes * line.rateBp - line.rolling * 10_000).toSatisfy((rest: number) => rest >= 0 && rest < 10_000);
        expect(losing.state === 'carried').toBe(losing.amount < 0);
        expect(explainLosingSettlement(losing)).toHaveLength(4);
      }),
    );
  });

  it('a period split in two sums to the whole (stakes, rolling by day, losing base)', () => {
    fc.assert(
      fc.property(fc.array(stakeRow, { maxLength: 60 }), rates, splitPeriod, (stakes, r, { whole, head, tail }) => {
        const add = (a: Record<string, number>, b: Record<string, number>) => Object.fromEntries(Object.keys(a).map((key) => [key, (a[key] ?? 0) + (b[key] ?? 0)]));
        expect(add(settledStakesByType(stakes, head), settledStakesByType(stakes, tail))).toEqual(settledStakesByType(stakes, whole));
        const [w, h, t] = [rollingByDay(stakes, r, whole), rollingByDay(stakes, r, head), rollingByDay(stakes, r, tail)];
        expect(h.table.total + t.table.total).toBe(w.table.total);
        expect(w.days.map((day) => day.day)).toEqual(periodDays(whole));
        expect(w.table.total).toBe(w.days.reduce((sum, day) => sum + day.table.total, 0));
        expect(w.table.lines.map((line) => line.stakes)).toEqual(ROLLING_GAME_TYPES.map((type) => settledStakesByType(stakes, whole)[type]));
        const [wi, hi, ti] = [periodInterval(whole), periodInterval(head), periodInterval(tail)];
        expect(hi?.endMs).toBe(ti?.startMs);
        expect([hi?.startMs, ti?.endMs]).toEqual([wi?.startMs, wi?.endMs]);
      }),
    );
  });

  it('the CSV totals row equals the sum of the rows it exports', () => {
    const columns: CsvColumn<{ name: string; amount: number }>[] = [
      { header: '이름', value: (row) => row.name },
      { header: '금액', value: (row) => row.amount, sum: true },
    ];
    fc.assert(
      fc.property(fc.array(fc.record({ name: fc.string(), amount: fc.integer({ min: -1e9, max: 1e9 }) }), { maxLength: 30 }), (rows) => {
        const total = rows.reduce((sum, row) => sum + row.amount, 0);
        expect(csvTotals(columns, rows)).toEqual([undefined, total]);
        expect(toCsv(columns, rows).endsWith(`합계,${total}\r\n`)).toBe(true);
      }),
    );
  });
});

describe('the settlement ledger, for random periods (Not in spec: ours)', () => {
  const signedWon = fc.integer({ min: -500_000_000, max: 500_000_000 });
  it('every figure is an integer; a closed period pays or carries exactly its balance; each carries in the last one\'s carry', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ rolling: won, losing: signedWon, closed: fc.boolean() }), { maxLength: 20 }), (periods) => {
        const ledger = settlementLedger(periods);
        expect(ledger).toHaveLength(periods.length);
        ledger.forEach((row, index) => {
          for (const value of [row.rolling, row.losing, row.estimate, row.confirmed, row.paid, row.carriedIn, row.carried]) expect(Number.isInteger(value)).toBe(true);
          expect(row.estimate).toBe(row.rolling + row.losing);
          expect(row.carriedIn).toBe(index === 0 ? 0 : ledger[index - 1]!.carried);
          expect(row.paid).toBeGreaterThanOrEqual(0);
          expect(row.carried).toBeLessThanOrEqual(0);
          if (row.status === 'open') expect([row.confirmed, row.paid, row.carried]).toEqual([0, 0, 0]);
          else expect(row.paid + row.carried).toBe(row.confirmed + row.carriedIn);
        });
      }),
    );
  });
});

describe('no figure depends on the machine\'s time zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it('the same inputs give the same figures under UTC, Los Angeles and Kiritimati (UTC+14)', () => {
    const zones = ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'];
    // Node re-reads TZ on assignment; the differing offsets prove each zone took effect.
    const offsets = zones.map((zone) => {
      process.env.TZ = zone;
      return new Date(WINDOW_START).getTimezoneOffset();
    });
    expect(new Set(offsets).size).toBe(zones.length);
    fc.assert(
      fc.property(fc.array(stakeRow, { maxLength: 40 }), rates, splitPeriod, (stakes, r, { whole }) => {
        const results = zones.map((zone) => {
          process.env.TZ = zone;
          return { interval: periodInterval(whole), stakes: settledStakesByType(stakes, whole), byDay: rollingByDay(stakes, r, whole) };
        });
        expect(results[1]).toEqual(results[0]);
        expect(results[2]).toEqual(results[0]);
      }),
      { numRuns: 50 },
    );
  });
});
