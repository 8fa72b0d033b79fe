import { useId, useState, type FormEvent } from 'react';
import {
  dateRangePreset,
  dateRangePresets,
  periodProblem,
  settlementPeriodLabel,
  type DateRangePreset,
  type PeriodProblem,
  type SettlementPeriod,
} from '@betkit/domain';
import { Button } from '../button/Button';
import { SegmentedChoice } from '../internal/SegmentedChoice';
import { TextField } from '../text-field/TextField';
import { mergeLabels, type ResolvedLabels } from '../labels';
import * as styles from './PeriodFilter.css';
import { periodFilterLabels, type PeriodFilterLabels } from './labels';

export interface PeriodFilterProps {
  /** The applied period (Korean calendar dates, both ends inclusive). */
  value: SettlementPeriod;
  /** Called with a preset's period, or a typed range that passed its checks. */
  onChange: (period: SettlementPeriod) => void;
  /** The clock the presets count back from (today in Seoul); stories fix it. */
  now: Date | number;
  /** Overrides of the Korean labels. */
  labels?: PeriodFilterLabels;
}

const samePeriod = (a: SettlementPeriod | undefined, b: SettlementPeriod) => a?.from === b.from && a.to === b.to;

/**
 * A list's period: the presets (today, 7, 15, 30, 90 days ending today in Seoul), a typed from–to range checked
 * before it applies, and the applied interval printed as instants in Korean time.
 */
export function PeriodFilter({ value, onChange, now, labels: overrides }: PeriodFilterProps) {
  const labels = mergeLabels(periodFilterLabels, overrides);
  const presetOf = (preset: DateRangePreset) => dateRangePreset(preset, now);
  const current = dateRangePresets.find((preset) => samePeriod(presetOf(preset), value)) ?? '';
  return (
    <section className={styles.root} aria-label={labels.name}>
      <SegmentedChoice
        label={labels.presetGroup}
        options={dateRangePresets}
        value={current}
        optionLabel={(preset) => labels.presets[preset]}
        onChange={(preset) => {
          const period = presetOf(preset);
          if (period && !samePeriod(period, value)) onChange(period);
        }}
        className={styles.presets}
        itemClassName={styles.preset}
      />
      {/* Keyed on the applied period, so a preset's dates fill the fields afresh. */}
      <RangeForm key={`${value.from}~${value.to}`} value={value} now={now} onChange={onChange} labels={labels} />
      <p className={styles.applied} aria-live="polite">
        {labels.applied}: <span className={styles.interval}>{settlementPeriodLabel(value)}</span>
      </p>
    </section>
  );
}

interface RangeFormProps {
  value: SettlementPeriod;
  now: Date | number;
  onChange: (period: SettlementPeriod) => void;
  labels: ResolvedLabels<typeof periodFilterLabels>;
}

/** The typed range: applied on 조회 when it passes the domain's checks, else the reason is shown and nothing is sent. */
function RangeForm({ value, now, onChange, labels }: RangeFormProps) {
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<PeriodProblem | undefined>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = periodProblem(draft, now);
    setProblem(found);
    if (found === undefined && !samePeriod(draft, value)) onChange(draft);
  };
  const edit = (part: Partial<SettlementPeriod>) => {
    setDraft({ ...draft, ...part });
    setProblem(undefined);
  };
  const problemId = useId();
  // Both dates are read with the reason, which names either of them.
  const invalid = problem ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};
  return (
    <>
      <form className={styles.range} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <TextField type="date" label={labels.from} value={draft.from} onChange={(event) => edit({ from: event.target.value })} {...invalid} />
        </div>
        <span className={styles.tilde} aria-hidden="true">
          ~
        </span>
        <div className={styles.field}>
          <TextField type="date" label={labels.to} value={draft.to} onChange={(event) => edit({ to: event.target.value })} {...invalid} />
        </div>
        <Button type="submit" size="md" variant="secondary">
          {labels.apply}
        </Button>
      </form>
      <p id={problemId} className={styles.problem} role="alert">
        {problem ? labels.problems[problem] : null}
      </p>
    </>
  );
}
