import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { convertComps, convertPoints } from '@betkit/api';
import { conversionErrorMessage, conversionSuccessMessage, type ConversionKind } from '@betkit/domain';
import { errorText } from '../app/errors';
import { useSite } from '../app/runtime';
import { useSession } from '../app/session';
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
        throw new Error(errorText(error, conversionErrorMessage(undefined)));
      }
      await Promise.all([refreshUser(), mutate(isPointsHistoryKey)]);
      return conversionSuccessMessage(kind);
    },
    [client, user, refreshUser, mutate],
  );
}
