// The one way the site keeps a lazy() dialog: rendered (so downloaded) only once first opened, then kept mounted.
import { createElement, Suspense, useCallback, useState, type ReactNode } from 'react';

/** A lazy dialog's mounting; `name` tells apart the dialogs one hook keeps (one by default). */
export interface LazyDialog<Name extends string> {
  /** Marks the dialog as asked for: from now on it renders. */
  readonly mount: (name?: Name) => void;
  /** The dialog was asked for at least once. */
  readonly isMounted: (name?: Name) => boolean;
  /** The dialog element(s) under one Suspense once any was asked for, else null; render it once, beside its opener. */
  readonly keep: (dialog: ReactNode) => ReactNode;
}

/**
 * Keeps a lazy() dialog: nothing is rendered, so nothing downloaded, until the first opening; then it stays mounted,
 * closed, so closing animates and returns focus to the button that opened it.
 */
export function useLazyDialog<Name extends string = 'dialog'>(): LazyDialog<Name> {
  const [mounted, setMounted] = useState<ReadonlySet<string>>(() => new Set());
  const mount = useCallback((name: string = 'dialog') => setMounted((before) => (before.has(name) ? before : new Set([...before, name]))), []);
  const isMounted = (name: string = 'dialog') => mounted.has(name);
  const keep = (dialog: ReactNode) => (mounted.size === 0 ? null : createElement(Suspense, { fallback: null }, dialog));
  return { mount, isMounted, keep };
}
