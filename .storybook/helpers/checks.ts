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

/** Cancelling the confirm opened by `triggerName` closes it and gives the focus back to that trigger. */
export async function expectFocusReturnsOnCancel(
  canvas: HTMLElement,
  names: { trigger: string; cancel: string },
  user: Clicks,
  findDialog: () => Promise<HTMLElement>,
) {
  const trigger = within(canvas).getByRole('button', { name: names.trigger });
  await user.click(trigger);
  const dialog = await findDialog();
  await user.click(within(dialog).getByRole('button', { name: names.cancel }));
  await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(trigger).toHaveFocus());
}

/**
 * Server HTML opened from the `opener` button is inert: its text shows in the article, no script or handler is kept,
 * no javascript: link remains, and after a frame the payload's `probeGlobal` was never set.
 */
export async function expectInertServerHtml(
  canvas: HTMLElement,
  story: { opener: RegExp; article: string; text: string; probeGlobal: string },
  user: Clicks,
) {
  await user.click(within(canvas).getByRole('button', { name: story.opener }));
  const article = await within(canvas).findByRole('article', { name: story.article });
  await expect(article).toHaveTextContent(story.text);
  await expect(article.querySelector('script, [onerror]')).toBeNull();
  await expect(article.querySelector('a[href^="javascript"]')).toBeNull();
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await expect((window as unknown as Record<string, unknown>)[story.probeGlobal]).toBeUndefined();
}

/** On a phone the dialog keeps a 16 px margin each side instead of filling the screen. */
export async function expectPhoneMargin(dialog: HTMLElement) {
  await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth - 32);
}
