// Its own module: only the analysis route imports it, so the chart's code loads with that route alone.
import { useId } from 'react';
import type { SettlementPeriod } from '@betkit/domain';
import { LedgerTable, type LedgerColumn } from '../ledger-table/LedgerTable';
import type { LedgerTableLabels } from '../ledger-table/labels';
import { LoadState } from '../load-state/LoadState';
import { mergeLabels } from '../labels';
import * as styles from './AnalysisChart.css';
import { analysisChartLabels, type AnalysisChartLabels } from './labels';

/** How a series is drawn: bars side by side per day, or a line across the days. */
export type ChartMark = 'bar' | 'line';

/** One figure of the days (deposits, stakes, rolling …): its name, its value on a day and its mark. */
export interface ChartSeries<Day> {
  readonly key: string;
  readonly label: string;
  /** Whole won of the day, as the server gives it. */
  readonly value: (day: Day) => number;
  readonly mark: ChartMark;
}

export interface AnalysisChartProps<Day> {
  /** The chart's and the table's name. */
  title: string;
  /** The period's days, oldest first. */
  days: readonly Day[];
  /** A day's date (YYYY-MM-DD). */
  dayOf: (day: Day) => string;
  /** At most five figures (five theme colours). */
  series: readonly ChartSeries<Day>[];
  /** The period shown, named in the CSV file's name. */
  period?: SettlementPeriod;
  /** Overrides of the Korean labels. */
  labels?: AnalysisChartLabels;
  /** Overrides of the table's labels. */
  tableLabels?: LedgerTableLabels;
}

// The drawing's own units: the SVG scales to its frame, and on a phone the frame scrolls rather than shrink it further.
const HEIGHT = 260;
const PAD = { top: 16, right: 16, bottom: 36, left: 64 } as const;
const WIDTH = 900;
const TICKS = 4;

/** The smallest 1, 2 or 5 × 10ⁿ at least `value`, so the axis reads in round steps. */
function roundUp(value: number): number {
  if (value <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

/**
 * The period's figures by day: an SVG of bars and lines (hidden from screen readers, which read its caption) and the
 * same numbers as a table with its totals and CSV (LedgerTable), so nothing is only in the picture.
 */
export function AnalysisChart<Day>({ title, days, dayOf, series, period, labels: overrides, tableLabels }: AnalysisChartProps<Day>) {
  const labels = mergeLabels(analysisChartLabels, overrides);
  const captionId = useId();
  const columns: LedgerColumn<Day>[] = [
    { key: 'day', header: labels.day, kind: 'date', value: dayOf, sortable: true },
    ...series.map((one): LedgerColumn<Day> => ({ key: one.key, header: one.label, kind: 'money', value: one.value, sum: true, sortable: true })),
  ];
  if (days.length === 0) {
    return (
      <div className={styles.root}>
        <LoadState state="empty" layout="list" message={labels.empty} />
      </div>
    );
  }
  const table = (
    <LedgerTable
      title={title}
      columns={columns}
      rows={days}
      rowKey={dayOf}
      totalCount={days.length}
      page={1}
      pageSize={Math.max(days.length, 1)}
      onPageChange={() => undefined}
      period={period}
      labels={tableLabels}
    />
  );

  // One width for any period: 90 days get thinner bars, not a wider (smaller) picture.
  const width = WIDTH;
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const values = series.flatMap((one) => days.map((day) => one.value(day)));
  const top = roundUp(Math.max(0, ...values));
  const bottom = -roundUp(-Math.min(0, ...values));
  const span = top - bottom || 1;
  const y = (value: number) => PAD.top + ((top - value) / span) * plotHeight;
  const slot = plotWidth / days.length;
  const xCentre = (index: number) => PAD.left + slot * (index + 0.5);
  const bars = series.filter((one) => one.mark === 'bar');
  const barWidth = (slot * 0.7) / Math.max(bars.length, 1);
  const ticks = Array.from({ length: TICKS + 1 }, (_, index) => bottom + (span * index) / TICKS);
  // About eight dates under the axis, whatever the period's length.
  const labelEvery = Math.max(1, Math.ceil(days.length / 8));

  return (
    <div className={styles.root}>
      <figure className={styles.figure}>
        <figcaption id={captionId} className={styles.caption}>
          {labels.summary(title, days.length)}
        </figcaption>
        {/* Focusable, so a keyboard can scroll it on a phone; it reads as its caption. */}
        <div className={styles.frame} role="group" tabIndex={0} aria-labelledby={captionId}>
          <svg className={styles.svg} viewBox={`0 0 ${width} ${HEIGHT}`} aria-hidden="true" focusable="false">
            {ticks.map((tick) => (
              <g key={tick}>
                <line className={styles.grid} x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} />
                <text className={styles.tick} x={PAD.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
                  {labels.tick(tick)}
                </text>
              </g>
            ))}
            <line className={styles.axis} x1={PAD.left} x2={width - PAD.right} y1={y(0)} y2={y(0)} />
            {days.map((day, index) =>
              index % labelEvery === 0 ? (
                <text key={dayOf(day)} className={styles.tick} x={xCentre(index)} y={HEIGHT - PAD.bottom + 20} textAnchor="middle">
                  {dayOf(day).slice(5)}
                </text>
              ) : null,
            )}
            {series.map((one, seriesIndex) => {
              const tone = styles.tones[seriesIndex % styles.tones.length]!;
              if (one.mark === 'line') {
                const points = days.map((day, index) => `${xCentre(index)},${y(one.value(day))}`).join(' ');
                return <polyline key={one.key} className={`${styles.line} ${tone}`} points={points} data-series={one.key} />;
              }
              const barIndex = bars.indexOf(one);
              return (
                <g key={one.key} className={tone} data-series={one.key}>
                  {days.map((day, index) => {
                    const value = one.value(day);
                    const x = xCentre(index) - (barWidth * bars.length) / 2 + barWidth * barIndex;
                    return <rect key={dayOf(day)} x={x} width={barWidth} y={Math.min(y(value), y(0))} height={Math.abs(y(value) - y(0))} />;
                  })}
                </g>
              );
            })}
          </svg>
        </div>
        <ul className={styles.legend} aria-label={labels.legend}>
          {series.map((one, seriesIndex) => (
            <li key={one.key} className={styles.legendItem}>
              <span className={`${styles.swatch[one.mark]} ${styles.tones[seriesIndex % styles.tones.length]}`} aria-hidden="true" />
              {one.label}
            </li>
          ))}
        </ul>
      </figure>
      {table}
    </div>
  );
}
