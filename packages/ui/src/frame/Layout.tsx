import type { ReactNode, Ref } from 'react';
import * as styles from './Layout.css';

/**
 * The desktop frame's body (container at most 1630 px): the sport tree's rail, the page, the slip column when `slip`,
 * and the member column. From 1920 px the tree stands open; below 1352 px the member column becomes a drawer.
 */
export function FrameBody({ slip, children }: { slip: boolean; children: ReactNode }) {
  return <div className={styles.body[slip ? 'slip' : 'noSlip']}>{children}</div>;
}

export interface RailDrawerProps {
  /** The landmark's name. */
  label: string;
  /** The handle's content (an icon and its word); the handle shows below 1920 px. */
  handle: ReactNode;
  open: boolean;
  onToggle: () => void;
  /** The panel's id, which the handle controls. */
  panelId: string;
  ref?: Ref<HTMLElement>;
  handleRef?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/**
 * A column open from 1920 px; below, a rail whose handle opens it over the page while the rail is hovered or the
 * handle pressed (it touches the rail, so the pointer keeps the hover on its way across).
 */
export function RailDrawer({ label, handle, open, onToggle, panelId, ref, handleRef, children }: RailDrawerProps) {
  return (
    <aside ref={ref} className={styles.rail} aria-label={label} data-open={open}>
      <button ref={handleRef} type="button" className={styles.railHandle} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
        {handle}
      </button>
      <div id={panelId} className={styles.railPanel}>
        {children}
      </div>
    </aside>
  );
}

export interface SideColumnProps {
  /** The landmark's name. */
  label: string;
  id?: string;
  /** Below 1352 px: shown as a drawer under the top bar. */
  open: boolean;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}

/** The member's column from 1352 px (stopping above the floating tabs at notebook widths); below, a 352 px drawer. */
export function SideColumn({ label, id, open, ref, children }: SideColumnProps) {
  return (
    <aside ref={ref} id={id} className={styles.sideColumn} aria-label={label} data-open={open}>
      {children}
    </aside>
  );
}

/** Shown below 1352 px only. */
export function BelowNotebook({ children }: { children: ReactNode }) {
  return <span className={styles.belowNotebook}>{children}</span>;
}

export interface FramePageProps {
  /** desktop: the page's column beside the rail, `chrome` over the page; mobile: between the phone header and the bottom bar. */
  layout: 'desktop' | 'mobile';
  /** The page landmark's name. */
  label: string;
  ref?: Ref<HTMLElement>;
  /** What stands over the page (the desktop's quick links and floating tabs). */
  chrome?: ReactNode;
  /** The page's foot (on the phone kept clear of the bottom bar). */
  foot: ReactNode;
  children: ReactNode;
}

/** The routed page's landmark, at least a screen high so the foot under it never flashes into view, and its foot. */
export function FramePage({ layout, label, ref, chrome, foot, children }: FramePageProps) {
  const main = (
    <main ref={ref} aria-label={label} className={styles.pageMain[layout]}>
      {children}
    </main>
  );
  const footer = <footer className={styles.footer}>{foot}</footer>;
  return layout === 'mobile' ? (
    <>
      {main}
      <div className={styles.mobileFooter}>{footer}</div>
    </>
  ) : (
    <div className={styles.pageColumn}>
      {chrome}
      {main}
      {footer}
    </div>
  );
}

/** The line shown while a page's chunk loads. */
export function LoadingLine({ children }: { children: ReactNode }) {
  return (
    <p className={styles.loading} role="status">
      {children}
    </p>
  );
}
