import { useEffect, useState } from 'react';
import { ApiError, spinRoulette } from '@betkit/api';
import { couponTypeFor, rouletteErrorMessage, type RouletteKind } from '@betkit/domain';
import { RouletteDialog } from '@betkit/ui';
import { useSite } from '../app/runtime';
import { useSession } from '../session/context';
import type { ShellDialogProps } from './useMemberOnlyDialog';

/**
 * The roulette dialog of the logged-in member (spec 2, 4, 7 and 9): the cards are read again each time it opens, a
 * spin is POST /card/choice with the wheel's coupon type, and the member (points, cards) is read again after it.
 */
export default function RouletteDialogHost({ open, onOpenChange }: ShellDialogProps) {
  const { client } = useSite();
  const { user, cards, refreshUser } = useSession();
  const [kind, setKind] = useState<RouletteKind>('normal');
  // Spec 4: "card counts refresh each time a dialog opens".
  useEffect(() => {
    if (open) void refreshUser();
  }, [open, refreshUser]);
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
        let points: number;
        try {
          points = await spinRoulette(client, { memberId: user.id, couponType: couponTypeFor(wheel) });
        } catch (error) {
          // Spec 8: the response body's text, else the fallback.
          throw new Error(rouletteErrorMessage(error instanceof ApiError && error.status !== 0 ? error.message : undefined));
        }
        void refreshUser();
        return points;
      }}
    />
  );
}
