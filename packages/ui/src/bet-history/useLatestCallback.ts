import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A callback whose identity never changes but which always calls the latest `callback`, so memoised
 * rows are not re-rendered when a parent passes a new inline function.
 */
export function useLatestCallback<Args extends unknown[]>(
  callback: ((...args: Args) => void) | undefined,
): (...args: Args) => void {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current?.(...args), []);
}
