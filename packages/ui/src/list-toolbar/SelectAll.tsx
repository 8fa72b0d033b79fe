import { Checkbox } from 'radix-ui';
import { checkbox } from '../third-party-bets/ThirdPartyBetTable.css';
import { selectAll } from './listToolbar.css';

export interface SelectAllProps {
  /** The list's selection: true (all), 'indeterminate' (some) or false. */
  checked: boolean | 'indeterminate';
  /** Called with true to select every row, false for none. */
  onSelectAll: (selected: boolean) => void;
  /** The visible label, which also names the checkbox. */
  label: string;
}

/** The select-all checkbox of a list's toolbar, labelled by its visible text. */
export function SelectAll({ checked, onSelectAll, label }: SelectAllProps) {
  return (
    <label className={selectAll}>
      <Checkbox.Root className={checkbox} checked={checked} onCheckedChange={(next) => onSelectAll(next === true)} />
      {label}
    </label>
  );
}
