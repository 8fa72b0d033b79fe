import { useId, type CSSProperties } from 'react';

export interface SegmentedChoiceProps<Value extends string> {
  /** The group's accessible name. */
  label: string;
  /** The choices, in order. */
  options: readonly Value[];
  /** The chosen one; a value that is none of the options leaves all unchecked (a typed period, say). */
  value: Value | '';
  /** Each choice's visible text. */
  optionLabel: (option: Value) => string;
  /** Called with a newly chosen option (never with the one already chosen). */
  onChange: (option: Value) => void;
  /** The track's class (columns, `segmentTrackRules`). */
  className: string;
  /** Each choice's class (height, padding, `segmentItemRules`). */
  itemClassName: string;
}

/** The radio covers its segment, unseen: a click or a tap anywhere on the segment lands on the radio itself. */
const coveringRadio: CSSProperties = { position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'inherit' };

/**
 * A segmented single choice (the slip's odds-change policy, a list's period presets) on native radios: the browser
 * gives the arrow keys, one tab stop and the radio semantics, with no script. Each radio lies unseen over its label,
 * which the track draws as the segment.
 */
export function SegmentedChoice<Value extends string>({ label, options, value, optionLabel, onChange, className, itemClassName }: SegmentedChoiceProps<Value>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={className}>
      {options.map((option) => (
        <label key={option} className={itemClassName}>
          <input type="radio" name={name} value={option} checked={option === value} onChange={() => onChange(option)} style={coveringRadio} />
          {optionLabel(option)}
        </label>
      ))}
    </div>
  );
}
