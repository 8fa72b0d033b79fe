import type { Mock } from 'storybook/test';
import { expect, waitFor, within } from 'storybook/test';

type Clicks = { click: (element: Element) => Promise<void> };
type Keys = Clicks & { tab: () => Promise<void>; keyboard: (text: string) => Promise<void> };

/**
 * A persistent two-button confirm: `cancelName` has the first focus, Tab cycles between the two buttons only,
 * and Esc neither closes the dialog nor calls `onCancel`.
 */
export async function expectPersistentConfirm(dialog: HTMLElement, names: { cancel: string; confirm: string }, user: Keys, onCancel: Mock) {
  const cancel = within(dialog).getByRole('button', { name: names.cancel });
  const confirm = within(dialog).getByRole('button', { name: names.confirm });
  await waitFor(() => expect(cancel).toHaveFocus());
  await user.tab();
  await expect(confirm).toHaveFocus();
  await user.tab();
  await expect(cancel).toHaveFocus();
  await user.keyboard('{Escape}');
  await expect(dialog).toBeVisible();
  await expect(onCancel).not.toHaveBeenCalled();
}

/** Each of the two buttons calls its own callback once. */
export async function expectButtonsCallOnce(dialog: HTMLElement, buttons: { cancel: [string, Mock]; confirm: [string, Mock] }, user: Clicks) {
  for (const [name, callback] of [buttons.cancel, buttons.confirm]) {
    await user.click(within(dialog).getByRole('button', { name }));
    await expect(callback).toHaveBeenCalledTimes(1);
  }
}

/** While pending, the busy confirm ignores presses and cancel is disabled: a bet is never sent twice. */
export async function expectPendingConfirm(dialog: HTMLElement, names: { busy: string; cancel: string }, user: Clicks, onConfirm: Mock) {
  const busy = within(dialog).getByRole('button', { name: names.busy });
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await user.click(busy);
  await expect(onConfirm).not.toHaveBeenCalled();
  await expect(within(dialog).getByRole('button', { name: names.cancel })).toBeDisabled();
}
