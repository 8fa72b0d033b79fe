// The site's writes: SWR's useSWRMutation, with the one double-submit guard (a trigger while one runs is dropped, not queued).
import { useCallback, useRef, useState } from 'react';
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
 */
export function useWrite<Arg, Data>(key: Key, write: (arg: Arg) => Promise<Data>, options?: SWRMutationConfiguration<Data, unknown, Key, Arg>): Write<Arg, Data> {
  const { trigger, isMutating } = useSWRMutation(key, (_key: unknown, { arg }: { arg: Arg }) => write(arg), options);
  const { run } = useJobGuard();
  // SWR types trigger as a union of three call shapes; this write always takes its argument.
  const send = useCallback((arg: Arg) => run(WRITE_JOB, () => (trigger as (arg: Arg) => Promise<Data>)(arg)), [run, trigger]);
  return { send, busy: isMutating };
}

const WRITE_JOB = 'write';

/** Jobs guarded by name: `run` and the names running now. */
export interface JobGuard {
  /** Runs `work` unless a job of that name runs (then resolves undefined at once); a failure rejects. */
  readonly run: <Data>(job: string, work: () => Promise<Data>) => Promise<{ readonly data: Data } | undefined>;
  /** The names of the jobs running: the busy buttons. */
  readonly running: readonly string[];
}

/**
 * The double-submit guard, keyed by job (one write, or one per row of a list). The ref answers a double click at
 * once, before the state has redrawn the button.
 */
export function useJobGuard(): JobGuard {
  const inFlight = useRef(new Set<string>());
  const [running, setRunning] = useState<readonly string[]>([]);
  const run = useCallback(async <Data,>(job: string, work: () => Promise<Data>) => {
    if (inFlight.current.has(job)) return undefined;
    inFlight.current.add(job);
    setRunning((jobs) => [...jobs, job]);
    try {
      return { data: await work() };
    } finally {
      inFlight.current.delete(job);
      setRunning((jobs) => jobs.filter((other) => other !== job));
    }
  }, []);
  return { run, running };
}
