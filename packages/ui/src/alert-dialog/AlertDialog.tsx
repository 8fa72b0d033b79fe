import type { ReactNode } from 'react';
import { AlertDialog as AlertPrimitive } from 'radix-ui';
import { portalRoot } from '../theme/ThemeRoot.css';
import { Button } from '../button/Button';
import * as dialogStyles from '../dialog/Dialog.css';
import type { DialogWidth } from '../dialog/Dialog';
import { message as messageStyle } from './AlertDialog.css';
import { mergeLabels } from '../labels';
import { alertDialogLabels, type AlertDialogLabels } from './labels';

interface BaseProps {
  /** Controlled open state. */
  open: boolean;
  /** The message, shown with its line breaks. */
  message: ReactNode;
  /** Heading and accessible name. */
  title?: ReactNode;
  /** Maximum width in px; the spec's alert is 370. */
  width?: DialogWidth;
  /** Overrides of the Korean labels: the default titles (`alertTitle`, `confirmTitle`) and the buttons (`ok`, `cancel`). */
  labels?: AlertDialogLabels;
}

export interface AlertDialogProps extends BaseProps {
  /** Called when the member acknowledges the message (button or Esc). */
  onClose: () => void;
}

export interface ConfirmDialogProps extends BaseProps {
  /** Called when the member accepts. */
  onConfirm: () => void;
  /** Called when the member declines (button or Esc). */
  onCancel: () => void;
  /** Show the accept button busy while its action runs. */
  busy?: boolean;
}

function AlertShell({
  open,
  title,
  message,
  width,
  onEscape,
  children,
}: Omit<BaseProps, 'labels'> & { onEscape: () => void; children: ReactNode }) {
  return (
    // Controlled: the buttons and Esc call back once each; radix's own open-change would double them.
    <AlertPrimitive.Root open={open}>
      <AlertPrimitive.Portal>
        <AlertPrimitive.Overlay className={dialogStyles.overlay} />
        <AlertPrimitive.Content className={`${portalRoot} ${dialogStyles.content({ width })}`} onEscapeKeyDown={onEscape}>
          <div className={dialogStyles.header}>
            <AlertPrimitive.Title className={dialogStyles.title}>{title}</AlertPrimitive.Title>
          </div>
          <div className={dialogStyles.body}>
            <AlertPrimitive.Description className={messageStyle}>{message}</AlertPrimitive.Description>
          </div>
          <div className={dialogStyles.footer}>{children}</div>
        </AlertPrimitive.Content>
      </AlertPrimitive.Portal>
    </AlertPrimitive.Root>
  );
}

/** The spec's global alert: a message and one '확인' button, 370 px wide. */
export function AlertDialog({
  title,
  labels: overrides,
  width = 370,
  onClose,
  ...rest
}: AlertDialogProps) {
  const labels = mergeLabels(alertDialogLabels, overrides);
  return (
    <AlertShell {...rest} title={title ?? labels.alertTitle} width={width} onEscape={onClose}>
      <AlertPrimitive.Action asChild>
        <Button onClick={onClose}>{labels.ok}</Button>
      </AlertPrimitive.Action>
    </AlertShell>
  );
}

/** The spec's global confirm: '취소' gets the first focus so Enter never accepts by accident. */
export function ConfirmDialog({
  title,
  labels: overrides,
  width = 370,
  busy = false,
  onConfirm,
  onCancel,
  ...rest
}: ConfirmDialogProps) {
  const labels = mergeLabels(alertDialogLabels, overrides);
  return (
    <AlertShell {...rest} title={title ?? labels.confirmTitle} width={width} onEscape={onCancel}>
      <AlertPrimitive.Cancel asChild>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {labels.cancel}
        </Button>
      </AlertPrimitive.Cancel>
      <Button
        onClick={(event) => {
          // Radix's Action would close at once; the confirm stays open while its action runs.
          event.preventDefault();
          onConfirm();
        }}
        busy={busy}
      >
        {labels.ok}
      </Button>
    </AlertShell>
  );
}
