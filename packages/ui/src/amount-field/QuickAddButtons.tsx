import { QUICK_ADD_BUTTONS, type QuickAddButton } from '@betkit/domain';
import { Button } from '../button/Button';
import * as styles from './AmountField.css';
import { mergeLabels } from '../labels';
import { amountFieldLabels, quickAddLabels, type QuickAddLabels } from './labels';

export interface QuickAddButtonsProps {
  /** Called with the pressed button; the caller applies the domain's `quickAdd`. */
  onQuickAdd: (button: QuickAddButton) => void;
  /** Refuses presses (e.g. while a bet is being sent). */
  disabled?: boolean;
  /** Overrides of the buttons' labels, by button. */
  labels?: QuickAddLabels;
  /** Accessible name of the group. */
  groupLabel?: string;
}

/** The spec's quick-add buttons: 5,000 … 1,000,000, then HALF, MAX and clear, in that order. */
export function QuickAddButtons({
  onQuickAdd,
  disabled = false,
  labels: overrides,
  groupLabel = amountFieldLabels.quickAddGroup,
}: QuickAddButtonsProps) {
  const labels = mergeLabels(quickAddLabels, overrides);
  return (
    <div role="group" aria-label={groupLabel} className={styles.quickGroup}>
      {QUICK_ADD_BUTTONS.map((button) => (
        <Button
          key={button}
          size="sm"
          variant={button === 'CLEAR' ? 'ghost' : 'secondary'}
          disabled={disabled}
          data-quick-add={button}
          onClick={() => onQuickAdd(button)}
        >
          {labels[button]}
        </Button>
      ))}
    </div>
  );
}
