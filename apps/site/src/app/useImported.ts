import { useEffect, useState } from 'react';

/**
 * A lazy module imported outside Suspense: undefined until it is in (or for good when `load` is undefined or fails).
 * For first-screen content that must paint as soon as its chunk lands: React holds the reveal of a suspended
 * lazy() until 300 ms after the last fallback it showed, which on a first load is always recent.
 */
export function useImported<Module>(load: (() => Promise<Module>) | undefined): Module | undefined {
  const [imported, setImported] = useState<{ load: () => Promise<Module>; module: Module }>();
  useEffect(() => {
    if (!load) return;
    let wanted = true;
    load().then(
      (module) => wanted && setImported({ load, module }),
      // A chunk that failed to load shows nothing, as a lazy() under a quiet boundary did.
      () => undefined,
    );
    return () => {
      wanted = false;
    };
  }, [load]);
  return imported && imported.load === load ? imported.module : undefined;
}
