// The site's writes: SWR's useSWRMutation, with the one double-submit guard (a trigger while one runs is dropped, not queued).
import { useCallback, useRef } from 'react';
import type { Key } from 'swr';
import useSWRMutation, { type SWRMutationConfiguration } from 'swr/mutation';

/** A write's trigger and whether it runs. */
export interface Write<Arg, Data> {
  /** Runs the write and resolves with its answer; while one runs, a second call is dropped (resolves undefined). A failure rejects. */
  readonly send: (arg: Arg) => Promise<{ readonly data: Data } | undefined>;
  /** The write runs (SWR's isMutating): the busy button. */
  readonly busy: boolean;
}

/**
 * A write keyed like the read it changes (`populateCache` then writes its answer there) or by a name of its own.
 * The ref answers a double click at once, before isMutating has redrawn the button.
 */
export function useWrite<Arg, Data>(key: Key, write: (arg: Arg) => Promise<Data>, options?: SWRMutationConfiguration<Data, unknown, Key, Arg>): Write<Arg, Data> {
  const { trigger, isMutating } = useSWRMutation(key, (_key: unknown, { arg }: { arg: Arg }) => write(arg), options);
  const inFlight = useRef(false);
  const send = useCallback(
    async (arg: Arg) => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      try {
        // SWR types trigger as a union of three call shapes; this write always takes its argument.
        return { data: (await (trigger as (arg: Arg) => Promise<Data>)(arg)) };
      } finally {
        inFlight.current = false;
      }
    },
    [trigger],
  );
  return { send, busy: isMutating };
}
