import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { button, hiddenContent, spinner, spinnerLayer } from './Button.css';
import { mergeLabels } from '../labels';
import { buttonLabels, type ButtonLabels } from './labels';
import { VisuallyHidden } from '../internal/VisuallyHidden';

/** Visual variants, exported for stories and argTypes. */
export const buttonVariants = ['primary', 'secondary', 'danger', 'ghost'] as const;
/** Sizes, exported for stories and argTypes. */
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export interface ButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style'> {
  /** Visual weight: primary for the screen's main action, danger for destructive ones. */
  variant?: (typeof buttonVariants)[number];
  /** Height and text size. */
  size?: (typeof buttonSizes)[number];
  /** Stretch to the container's width (mobile dialogs' footers). */
  fullWidth?: boolean;
  /** The action is running: shows a spinner, keeps the width and ignores clicks (double-submit guard). */
  busy?: boolean;
  /** Called instead of `onClick` for a press while busy (to say the action still runs); without it such a press does nothing. */
  onBusyClick?: () => void;
  /** Overrides of the Korean labels (`busy`, announced while busy). */
  labels?: ButtonLabels;
  /** Forwarded to the button element. */
  ref?: Ref<HTMLButtonElement>;
}

/** A button of the design system. It stays focusable while busy so focus is never lost mid-submit. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  busy = false,
  onBusyClick,
  labels,
  type = 'button',
  disabled,
  onClick,
  children,
  ref,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      onBusyClick?.();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={button({ variant, size, fullWidth })}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={handleClick}
    >
      {busy ? (
        <>
          <span className={hiddenContent} aria-hidden="true">
            {children}
          </span>
          <span className={spinnerLayer}>
            <span className={spinner} aria-hidden="true" />
            <VisuallyHidden>{mergeLabels(buttonLabels, labels).busy}</VisuallyHidden>
          </span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
