import useSWR from 'swr';
import { DEFAULT_ERROR_MESSAGE, type ApiClient } from '@betkit/api';
import { errorText, THROWN_MESSAGE } from '../app/errors';
import { useSite } from '../app/runtime';

/** A board read's state, as every board screen shows it. */
export interface BoardRead<T> {
  /** The answer, or undefined until the first one. */
  readonly data: T | undefined;
  /** Why it could not be read (the server's text), or null. */
  readonly error: string | null;
  /** Reads it again. */
  readonly retry: () => Promise<unknown>;
}

/** Not in spec: boards change rarely, so a focus does not read them again; a visit does. */
const boardOptions = { revalidateOnFocus: false } as const;

/** A board's read through SWR: its answer, its failure as the server's text, and a retry. */
export function useBoardRead<T>(key: string | null, read: (client: ApiClient) => Promise<T>, refreshInterval?: number): BoardRead<T> {
  const { client } = useSite();
  const { data, error, mutate } = useSWR(key, () => read(client), { ...boardOptions, refreshInterval });
  return { data, error: error === undefined ? null : errorText(error, DEFAULT_ERROR_MESSAGE, { unanswered: THROWN_MESSAGE }), retry: () => mutate() };
}

