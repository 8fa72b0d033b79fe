import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { convertComps, convertPoints } from '@betkit/api';
import { conversionErrorMessage, conversionSuccessMessage, type ConversionKind, type SiteUser } from '@betkit/domain';
import { errorText } from '../app/errors';
import { useSite } from '../app/runtime';
import { useSession } from '../app/session';
import { useWrite } from '../app/useWrite';
import { isPointsHistoryKey } from './queries';

/** One conversion: which balance, how much, and the member it is taken from. */
interface Conversion {
  readonly kind: ConversionKind;
  readonly amount: number;
  readonly user: SiteUser;
}

/**
 * Converts points or comps into money (POST /emoney/pointToEmoney, /emoney/compToEmoney with the member's
 * `updatedAt` as `userUpdatedAt`), then refreshes the member (the strip's balances) and the histories.
 * Resolves with the success text; rejects with an Error carrying the failure text (spec section 8).
 */
export function useConversion(): (kind: ConversionKind, amount: number) => Promise<string | void> {
  const { client } = useSite();
  const { user, refreshUser } = useSession();
  const { mutate } = useSWRConfig();
  const { send } = useWrite('write:conversion', ({ kind, amount, user: member }: Conversion) => {
    const userUpdatedAt = String(member.updatedAt ?? '');
    return kind === 'point'
      ? convertPoints(client, { memberId: member.id, point: amount, userUpdatedAt })
      : convertComps(client, { memberId: member.id, comp: amount, userUpdatedAt });
  });
  return useCallback(
    async (kind: ConversionKind, amount: number) => {
      if (!user) throw new Error(conversionErrorMessage(undefined));
      try {
        // A second conversion while one runs is dropped (the form's own guard already keeps it from happening).
        if (!(await send({ kind, amount, user }))) return;
      } catch (error) {
        // Whatever happened, the balances may have moved (a stale updatedAt is refused): read them again.
        void refreshUser();
        throw new Error(errorText(error, conversionErrorMessage(undefined)));
      }
      await Promise.all([refreshUser(), mutate(isPointsHistoryKey)]);
      return conversionSuccessMessage(kind);
    },
    [send, user, refreshUser, mutate],
  );
}
