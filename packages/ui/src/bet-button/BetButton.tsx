import { betNameFamily, betNameWord, formatOdds } from '@betkit/domain';
import * as styles from './BetButton.css';
import { mergeLabels } from '../labels';
import { betButtonLabels, type BetButtonLabels } from './labels';
import { betButtonName, priceDirection } from './priceMovement';
import { VisuallyHidden } from '../internal/VisuallyHidden';

/** The states a bet button is drawn in, exported for stories and argTypes; hover is CSS `:hover` on 'normal'. */
export const betButtonStates = ['normal', 'selected', 'disabled'] as const;
export type BetButtonState = (typeof betButtonStates)[number];

export interface BetButtonProps {
  /** The server's bet name: '1', 'X', '2' or free text ('오버', '홀'); English names show in Korean ('Over' → '오버'), colour-coded by family. */
  betName: string;
  /** The current price, shown floored to 2 decimals. */
  price: number;
  /** The price before the latest move; when it differs once floored, the button shows the direction. */
  previousPrice?: number;
  /** The pick is on the slip (aria-pressed). */
  selected?: boolean;
  /** The market is suspended: a lock replaces the price and the button cannot be pressed. */
  disabled?: boolean;
  /** Called when the member presses the button; the slip decides whether it adds or removes the pick. */
  onSelect?: () => void;
  /** Home team name, read for the '1' pick ('울산 HD 승 1.85'). */
  homeName?: string;
  /** Away team name, read for the '2' pick. */
  awayName?: string;
  /** Overrides of the Korean words read with the price. */
  labels?: BetButtonLabels;
}

/** The state attribute: disabled wins over selected. */
function stateOf(disabled: boolean, selected: boolean): BetButtonState {
  if (disabled) return 'disabled';
  return selected ? 'selected' : 'normal';
}

/**
 * A price on the odds board, a native toggle button (aria-pressed): radix Toggle added only hooks to every price on the
 * board and its chunk to the first route. A live price that moved shows the direction
 * by an arrow, by words for screen readers and by colour, and flashes once (no flash when motion is reduced).
 */
export function BetButton({
  betName,
  price,
  previousPrice,
  selected = false,
  disabled = false,
  onSelect,
  homeName,
  awayName,
  labels,
}: BetButtonProps) {
  const words = mergeLabels(betButtonLabels, labels);
  const direction = disabled ? undefined : priceDirection(previousPrice, price);
  const family = betNameFamily(betName);
  const state = stateOf(disabled, selected);
  return (
    <button
      type="button"
      className={styles.button}
      aria-pressed={selected}
      onClick={() => onSelect?.()}
      disabled={disabled}
      data-state={state}
      data-direction={direction}
    >
      {/* The name is read as one phrase ('울산 HD 승 1.85 배당 상승'); the drawn parts below repeat it for the eye. */}
      <VisuallyHidden>
        {betButtonName({ betName, price, homeName, awayName, direction, suspended: disabled, labels: words })}
      </VisuallyHidden>
      <span className={styles.betName({ family: family ?? 'none' })} aria-hidden="true">
        {betNameWord(betName)}
      </span>
      {disabled ? (
        <span className={styles.lock} aria-hidden="true">
          <svg width="14" height="14" viewBox="0 0 16 16">
            <path
              d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2M3.5 7h9a1 1 0 0 1 1 1v5.5a1 1 0 0 1-1 1h-9a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
          </svg>
        </span>
      ) : (
        <span className={styles.price} data-direction={direction} aria-hidden="true">
          {direction ? (
            <svg className={styles.arrow} width="10" height="10" viewBox="0 0 10 10">
              <path d={direction === 'up' ? 'M5 1l4 7H1z' : 'M5 9L1 2h8z'} fill="currentColor" />
            </svg>
          ) : null}
          {formatOdds(price)}
        </span>
      )}
      {/* Keyed on the price so every new move restarts the flash. */}
      {direction ? <span key={price} className={styles.flash} aria-hidden="true" /> : null}
    </button>
  );
}
