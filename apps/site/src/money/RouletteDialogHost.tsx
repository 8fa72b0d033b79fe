import { useEffect, useRef, useState } from 'react';
import { spinRoulette } from '@betkit/api';
import { couponTypeFor, rouletteErrorMessage, type RouletteKind } from '@betkit/domain';
import { RouletteDialog } from '@betkit/ui';
import { errorText } from '../app/errors';
import { useSite } from '../app/runtime';
import { useSession } from '../app/session';
import type { ShellDialogProps } from './useMemberOnlyDialog';

/**
 * The roulette dialog of the logged-in member (spec 2, 4, 7 and 9): the cards are read again each time it opens, a
 * spin is POST /card/choice with the wheel's coupon type, and the member (points, cards) is read again after it. The
 * shown balances are held from the press to the result message, so the prize never shows while the wheel turns.
 */
export default function RouletteDialogHost({ open, onOpenChange }: ShellDialogProps) {
  const { client } = useSite();
  const { user, cards, refreshUser, holdUser } = useSession();
  const [kind, setKind] = useState<RouletteKind>('normal');
  const releaseHold = useRef<(() => void) | null>(null);
  const release = () => {
    releaseHold.current?.();
    releaseHold.current = null;
  };
  // Spec 4: "card counts refresh each time a dialog opens".
  useEffect(() => {
    if (open) void refreshUser();
  }, [open, refreshUser]);
  // Leaving mid-spin (logout) must not keep the balances held.
  useEffect(() => () => releaseHold.current?.(), []);
  if (!user) return null;
  return (
    <RouletteDialog
      open={open}
      onOpenChange={onOpenChange}
      kind={kind}
      onKindChange={(next) => {
        setKind(next);
        void refreshUser();
      }}
      cards={cards}
      onSpin={async (wheel) => {
        // Held from the press: a 5-second re-read answered after the server added the prize must not show it either.
        release();
        releaseHold.current = holdUser();
        let points: number;
        try {
          points = await spinRoulette(client, { memberId: user.id, couponType: couponTypeFor(wheel) });
        } catch (error) {
          release();
          // Spec 8: the response body's text, else the fallback.
          throw new Error(errorText(error, rouletteErrorMessage(undefined)));
        }
        // Read now, shown at the result: the new points appear with the message, with no wait for the answer.
        void refreshUser();
        return points;
      }}
      onResult={release}
    />
  );
}
