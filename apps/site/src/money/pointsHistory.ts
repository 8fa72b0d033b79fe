import useSWR from 'swr';
import { DEFAULT_ERROR_MESSAGE, getCompHistory, getPointHistory } from '@betkit/api';
import { latestConversionRows, type ConversionHistoryRow, type ConversionKind } from '@betkit/domain';
import { errorText, THROWN_MESSAGE } from '../app/errors';
import { useSite } from '../app/runtime';
import { useSession } from '../app/session';
import { pointsHistoryKey } from './walletKeys';

/** What the point or comp dialog shows of its history. */
export interface PointsHistory {
  /** The latest 10 entries; undefined while the first read runs. */
  readonly rows: readonly ConversionHistoryRow[] | undefined;
  /** Why the history could not be read (the server's text), or null. */
  readonly error: string | null;
  /** Reads it again. */
  readonly retry: () => Promise<unknown>;
}

/** The member's point or comp history (GET /point/user/{id}, /comp/user/{id}), read while `enabled` (the dialog is open). */
export function usePointsHistory(kind: ConversionKind, enabled: boolean): PointsHistory {
  const { client } = useSite();
  const { user, token } = useSession();
  const memberId = user?.id;
  const { data, error, mutate } = useSWR(enabled ? pointsHistoryKey(kind, memberId, token) : null, async () =>
    latestConversionRows(kind, kind === 'point' ? await getPointHistory(client, memberId!) : await getCompHistory(client, memberId!)),
  );
  return { rows: error ? undefined : data, error: error ? errorText(error, DEFAULT_ERROR_MESSAGE, { unanswered: THROWN_MESSAGE }) : null, retry: () => mutate() };
}
