import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { PopupDismissal } from '@betkit/domain';
import { Button } from '../button/Button';
import { mergeLabels, type ResolvedLabels } from '../labels';
import { SafeHtml } from '../safe-html/SafeHtml';
import { titleForPage } from '../safe-html/pageSanitizer';
import * as styles from './PopupLayer.css';
import { popupLayerLabels, type PopupLayerLabels } from './labels';

/** One popup to show. */
export interface PopupLayerItem {
  /** Its position among the active popups: the key its hide is stored under. */
  position: number;
  /** The server's HTML, rendered through SafeHtml. */
  html: string;
  /** Desktop placement in px from the viewport's left and top edges (small screens stack the popups instead). */
  left: number;
  top: number;
}

/** A part of the window, in px from its left and top edges, that desktop popups keep to. */
export interface PopupArea {
  left: number;
  top: number;
  width: number;
}

export interface PopupLayerProps {
  /** The popups to show now, in server order; none renders nothing. */
  popups: readonly PopupLayerItem[];
  /** The member hid a popup: 'today' for 12 hours, 'close' (the button or Esc) for 5 minutes. */
  onDismiss: (position: number, dismissal: PopupDismissal) => void;
  /** Overrides of the Korean labels. */
  labels?: PopupLayerLabels;
  /**
   * Desktop: the part of the window the popups keep to (such as the page's centre column), stacked one under another
   * from its top; without it each stands at its own `left` and `top`.
   */
  area?: PopupArea;
}

interface PopupProps {
  popup: PopupLayerItem;
  index: number;
  count: number;
  labels: ResolvedLabels<typeof popupLayerLabels>;
  onDismiss: PopupLayerProps['onDismiss'];
}

/** Hides a popup; when focus was in it, hands focus to the next popup still open, so a keyboard stays in the layer. */
function dismissFrom(element: HTMLElement, dismiss: () => void) {
  const popup = element.closest<HTMLElement>('[data-popup]');
  const hadFocus = popup?.contains(document.activeElement) ?? false;
  const neighbour = (popup?.nextElementSibling ?? popup?.previousElementSibling) as HTMLElement | null;
  dismiss();
  if (hadFocus) neighbour?.querySelector<HTMLElement>('button')?.focus();
}

/** True while the element's content is taller than its box: it then scrolls, and a keyboard must reach it. */
function useScrollable() {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The observer reports the box's first size too, so the first answer needs no call of its own.
    const observer = new ResizeObserver(() => setScrollable(element.scrollHeight > element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, scrollable };
}

function Popup({ popup, index, count, labels, onDismiss }: PopupProps) {
  const { ref: contentRef, scrollable } = useScrollable();
  // The accessible name: the popup's own heading (or described image), else its place in the layer.
  const name = useMemo(() => titleForPage(popup.html) ?? labels.untitled(index + 1, count), [popup.html, labels, index, count]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // Esc is the close button: the layout's drawers, listening on the document, leave it alone.
    event.preventDefault();
    dismissFrom(event.currentTarget, () => onDismiss(popup.position, 'close'));
  };
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-label={name}
      data-popup=""
      className={styles.popup}
      style={{ left: popup.left, top: popup.top }}
      onKeyDown={onKeyDown}
    >
      <div ref={contentRef} className={styles.content} tabIndex={scrollable ? 0 : undefined}>
        <SafeHtml html={popup.html} />
      </div>
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" onClick={(event) => dismissFrom(event.currentTarget, () => onDismiss(popup.position, 'today'))}>
          {labels.hideToday}
        </Button>
        <Button size="sm" onClick={(event) => dismissFrom(event.currentTarget, () => onDismiss(popup.position, 'close'))}>
          {labels.close}
        </Button>
      </div>
    </div>
  );
}

/**
 * The site's popups (GET /boardPopup): on desktop each at its own place over the page, later ones on top, or
 * stacked one under another inside `area`; on small
 * screens one scrolling block. Each is a non-modal, named dialog with "don't open today" (12 hours) and close
 * (5 minutes; Esc too). Which popups to show, and the stored hides, are the caller's (domain `visiblePopups`).
 */
export function PopupLayer({ popups, onDismiss, labels: overrides, area }: PopupLayerProps) {
  const labels = mergeLabels(popupLayerLabels, overrides);
  if (popups.length === 0) return null;
  const items = popups.map((popup, index) => (
    <Popup key={popup.position} popup={popup} index={index} count={popups.length} labels={labels} onDismiss={onDismiss} />
  ));
  return (
    <section className={styles.layer} aria-label={labels.layer}>
      {area ? (
        <div className={styles.stack} style={{ left: area.left, top: area.top, width: area.width }}>
          {items}
        </div>
      ) : (
        items
      )}
    </section>
  );
}
