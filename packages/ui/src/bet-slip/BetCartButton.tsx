import type { ButtonHTMLAttributes, Ref } from 'react';
import * as styles from './BetCartButton.css';
import { mergeLabels } from '../labels';
import { betCartButtonLabels, type BetCartButtonLabels } from './cartButtonLabels';
import { VisuallyHidden } from '../internal/VisuallyHidden';

export interface BetCartButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'children'> {
  /** The number of picks on the slip, shown as a badge. */
  count: number;
  /** Overrides of the Korean labels: `label` (visible) and `count` (the badge's text for screen readers). */
  labels?: BetCartButtonLabels;
  /** Forwarded to the button (a dialog trigger returns focus to it). */
  ref?: Ref<HTMLButtonElement>;
}

/** The bottom bar's bet cart on the mobile layout: opens the slip dialog, with the pick count. */
export function BetCartButton({
  count,
  labels: overrides,
  type = 'button',
  ref,
  ...rest
}: BetCartButtonProps) {
  const labels = mergeLabels(betCartButtonLabels, overrides);
  return (
    <button {...rest} ref={ref} type={type} className={styles.cartButton} data-count={count > 0 ? 'some' : 'none'}>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9" cy="20" r="1.5" fill="currentColor" />
        <circle cx="17" cy="20" r="1.5" fill="currentColor" />
      </svg>
      <span>{labels.label}</span>
      <span className={styles.cartBadge}>
        <span aria-hidden="true">{count}</span>
        <VisuallyHidden>{` ${labels.count(count)}`}</VisuallyHidden>
      </span>
    </button>
  );
}
