import type { ConversionKind } from '@betkit/domain';
import { PointCompDialog } from '@betkit/ui';
import { useSession } from '../app/session';
import { usePointsHistory } from './queries';
import { useConversion } from './walletConversion';

/** The point or comp dialog of the logged-in member, wired to the history and the conversion (its own chunk). */
export default function PointCompDialogContainer({
  kind,
  open,
  onOpenChange,
}: {
  kind: ConversionKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user } = useSession();
  const history = usePointsHistory(kind, open);
  const convert = useConversion();
  if (!user) return null;
  return (
    <PointCompDialog
      kind={kind}
      open={open}
      onOpenChange={onOpenChange}
      held={kind === 'point' ? user.point : user.comp}
      rows={history.rows}
      error={history.error}
      onRetry={history.retry}
      onConvert={(amount) => convert(kind, amount)}
    />
  );
}

