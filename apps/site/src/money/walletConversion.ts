import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, convertComps, convertPoints } from '@betkit/api';
import { conversionErrorMessage, conversionSuccessMessage, serverTextOr, type ConversionKind } from '@betkit/domain';
import { useSite } from '../app/runtime';
import { useSession } from '../session/context';
import { isPointsHistoryKey } from './walletKeys';

/**
 * Converts points or comps into money (POST /emoney/pointToEmoney, /emoney/compToEmoney with the member's
 * `updatedAt` as `userUpdatedAt`), then refreshes the member (the strip's balances) and the histories.
 * Resolves with the success text; rejects with an Error carrying the failure text (spec section 8).
 */
export function useConversion(): (kind: ConversionKind, amount: number) => Promise<string> {
  const { client } = useSite();
  const { user, refreshUser } = useSession();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (kind: ConversionKind, amount: number) => {
      if (!user) throw new Error(conversionErrorMessage(undefined));
      const userUpdatedAt = String(user.updatedAt ?? '');
      try {
        if (kind === 'point') await convertPoints(client, { memberId: user.id, point: amount, userUpdatedAt });
        else await convertComps(client, { memberId: user.id, comp: amount, userUpdatedAt });
      } catch (error) {
        // Whatever happened, the balances may have moved (a stale updatedAt is refused): read them again.
        void refreshUser();
        throw new Error(conversionErrorMessage(error instanceof ApiError && error.status !== 0 ? error.message : undefined));
      }
      await Promise.all([refreshUser(), mutate(isPointsHistoryKey)]);
      return conversionSuccessMessage(kind);
    },
    [client, user, refreshUser, mutate],
  );
}

/** The server's text of a failure, else the given fallback (the account enquiry). */
export function failureText(error: unknown, fallback: string): string {
  return serverTextOr(error instanceof ApiError && error.status !== 0 ? error.message : undefined, fallback);
}
