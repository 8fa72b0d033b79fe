import type { ReactNode, Ref } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { portalRoot } from '../theme/ThemeRoot.css';
import * as styles from './Dialog.css';
import { mergeLabels } from '../labels';
import { dialogLabels, type DialogLabels } from './labels';
import { useReturnFocus } from './useReturnFocus';

/** The dialog widths the spec names (alert 370, bet confirm 400, odds change 500, deposit 1200). */
export const dialogWidths = [370, 400, 500, 600, 1200] as const;
/** A width in px, or 'half': half the viewport, and the whole screen on phones and tablets (the notice widget). */
export type DialogWidth = (typeof dialogWidths)[number] | 'half';

export interface DialogProps {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (close control, Esc, outside click). */
  onOpenChange?: (open: boolean) => void;
  /** The heading, also the dialog's accessible name. */
  title: ReactNode;
  /** A line under the title, announced as the dialog's description. */
  description?: ReactNode;
  /** Maximum width in px, one of the spec's sizes, or 'half' (spec: notice dialog width 50%). */
  width?: DialogWidth;
  /** Replaces the panel's box (size and place) with another: a drawer at the screen's edge (`Drawer`). */
  panelClassName?: string;
  /** Fill the screen on the mobile layout (767 px or narrower). */
  fullScreenOnMobile?: boolean;
  /** Ignore outside clicks and Esc: only the dialog's own buttons close it (odds change, bet confirm). */
  persistent?: boolean;
  /** Show the × close control in the header. */
  showClose?: boolean;
  /** Overrides of the Korean labels (the close control's accessible name). */
  labels?: DialogLabels;
  /** Buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  /** An element that opens the dialog when clicked. */
  trigger?: ReactNode;
  /** The dialog's body. */
  children?: ReactNode;
  /** Forwarded to the dialog panel. */
  ref?: Ref<HTMLDivElement>;
}

const preventClose = (event: Event) => event.preventDefault();

/** A modal dialog on radix Dialog: focus is trapped, returned on close, and the page behind is inert. */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  width = 500,
  fullScreenOnMobile = false,
  panelClassName,
  persistent = false,
  showClose = true,
  labels,
  footer,
  trigger,
  children,
  ref,
}: DialogProps) {
  // A dialog opened from state has no Trigger for radix to refocus; an uncontrolled one never passes here.
  useReturnFocus(open === true);
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          ref={ref}
          // Portalled to <body>, outside ThemeRoot: the panel carries the library's ground itself.
          className={`${portalRoot} ${panelClassName ?? styles.content({ width, fullScreenOnMobile })}`}
          data-persistent={persistent || undefined}
          onPointerDownOutside={persistent ? preventClose : undefined}
          onInteractOutside={persistent ? preventClose : undefined}
          onEscapeKeyDown={persistent ? preventClose : undefined}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
            {showClose ? (
              <DialogPrimitive.Close className={styles.closeButton} aria-label={mergeLabels(dialogLabels, labels).close}>
                <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                  <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </DialogPrimitive.Close>
            ) : null}
          </div>
          <div className={styles.body}>
            {description ? (
              <DialogPrimitive.Description className={styles.description}>{description}</DialogPrimitive.Description>
            ) : null}
            {children}
          </div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Wrap a button with this to make it close the surrounding dialog. */
export const DialogClose = DialogPrimitive.Close;
