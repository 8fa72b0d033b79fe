import type { ConversionKind } from '@betkit/domain';
import { PointCompDialog } from '@betkit/ui';
import { useSession } from '../session/context';
import { usePointsHistory } from './pointsHistory';
import { useConversion } from './walletConversion';

/** The point or comp dialog of the logged-in member, wired to the history and the conversion (its own chunk). */
export default function PointCompDialogContainer({ kind, onClose }: { kind: ConversionKind; onClose: () => void }) {
  const { user } = useSession();
  const history = usePointsHistory(kind, true);
  const convert = useConversion();
  if (!user) return null;
  return (
    <PointCompDialog
      kind={kind}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      held={kind === 'point' ? user.point : user.comp}
      rows={history.rows}
      error={history.error}
      onRetry={history.retry}
      onConvert={(amount) => convert(kind, amount)}
    />
  );
}

