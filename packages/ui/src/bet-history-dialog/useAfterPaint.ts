import { useEffect, useState } from 'react';

/**
 * False on mount and until the browser has painted once, then true. A frame callback runs just before
 * the paint and a task queued from it runs just after, so whatever waits for this flag never delays the
 * first paint of its surroundings (the dialog's frame answers the click at once; its long list follows).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (task !== undefined) clearTimeout(task);
    };
  }, []);
  return painted;
}
