import { useEffect, useRef, useState } from 'react';
import {
  formatWon,
  landingAngle,
  ROULETTE_RESULT_DELAY_MS,
  ROULETTE_SPIN_MS,
  rouletteMessages,
  rouletteResultMessage,
  rouletteSegments,
  type CardCounts,
  type RandomSource,
  type RouletteKind,
} from '@betkit/domain';
import { Button } from '../button/Button';
import { Dialog } from '../dialog/Dialog';
import { useSingleFlight } from '../internal/useSingleFlight';
import { mergeLabels } from '../labels';
import { Tabs } from '../tabs/Tabs';
import * as styles from './Roulette.css';
import { RouletteWheel } from './RouletteWheel';
import { rouletteDialogLabels, rouletteTabLabel, rouletteWheelDescription, type RouletteDialogLabels } from './labels';

/** Whole turns the wheel makes before it settles on the prize. */
const SPIN_TURNS = 5;

export interface RouletteDialogProps {
  open: boolean;
  /** Called when the dialog asks to close: its button, ×, outside click or Esc. */
  onOpenChange: (open: boolean) => void;
  /** The wheel shown: normal or VIP. */
  kind: RouletteKind;
  /** Switches the wheel (spec 4: switching opens one dialog and toggles the other). */
  onKindChange: (kind: RouletteKind) => void;
  /** The member's cards (GET /card/user/count), shown in the tabs; null when they could not be read. */
  cards: CardCounts | null;
  /** Spins with one card (POST /card/choice): resolves with the points won (0 a miss); rejects with the text to show. */
  onSpin: (kind: RouletteKind) => Promise<number>;
  /** Called with the points won when the result shows (after the spin, not at the answer): show the new balances then. */
  onResult?: (points: number) => void;
  /** The wheel's landing point; Math.random unless a story fixes it. */
  random?: RandomSource;
  /** Overrides of the Korean labels. */
  labels?: RouletteDialogLabels;
}

type Phase = { step: 'idle'; message: string | null; tone?: 'success' | 'failure' } | { step: 'spinning'; message: string | null };

/**
 * The roulette dialog (spec 2, 4 and 9; 600 px): the normal and VIP tabs with the cards held, the wheel of 8 segments
 * and the spin button. A spin sends the request; on success the wheel turns for 2 s onto the prize, and 1 s later the
 * result shows (0 a miss, otherwise the points added) and `onResult` is called. A press during a spin says
 * '룰렛을 돌리고 있습니다.'; a failure stops the wheel and shows the error.
 */
export function RouletteDialog({ open, onOpenChange, kind, onKindChange, cards, onSpin, onResult, random = Math.random, labels }: RouletteDialogProps) {
  const words = mergeLabels(rouletteDialogLabels, labels);
  const [rotation, setRotation] = useState(0);
  const [phase, setPhase] = useState<Phase>({ step: 'idle', message: null });
  // A second press while the wheel turns says so and spins nothing.
  const flight = useSingleFlight();
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => clearTimeout(timer)), []);

  // The result shows 3 s after the press: by then the host may have rendered a newer callback.
  const latestOnResult = useRef(onResult);
  useEffect(() => {
    latestOnResult.current = onResult;
  });

  const showResult = (points: number) => {
    setPhase({ step: 'idle', message: rouletteResultMessage(points), tone: points > 0 ? 'success' : undefined });
    latestOnResult.current?.(points);
  };

  const spin = () =>
    flight.run(
      async () => {
        setPhase({ step: 'spinning', message: null });
        let points: number;
        try {
          points = await onSpin(kind);
        } catch (error) {
          setPhase({ step: 'idle', message: error instanceof Error && error.message ? error.message : rouletteMessages.errorFallback, tone: 'failure' });
          return;
        }
        const angle = landingAngle(points, kind, random);
        if (angle !== null) {
          setRotation((current) => current - (current % 360) + SPIN_TURNS * 360 + angle);
          // The wheel turns, then the result waits its delay; the flight lasts until it shows.
          await new Promise((landed) => timers.current.push(window.setTimeout(landed, ROULETTE_SPIN_MS + ROULETTE_RESULT_DELAY_MS)));
        }
        // An answer that is not on the wheel shows at once: the result text says so (the domain's fallback for junk).
        showResult(points);
      },
      () => setPhase({ step: 'spinning', message: rouletteMessages.spinning }),
    );

  const segments = rouletteSegments(kind).map((prize) => (prize === 0 ? words.miss : formatWon(prize, 'none')));
  // The wheel, the result and the spin button are the active tab's panel.
  const panel = (
    <div className={styles.body}>
      <RouletteWheel
        kind={kind}
        rotation={rotation}
        missLabel={words.miss}
        label={`${kind === 'vip' ? words.vip : words.normal} ${words.wheel}`}
        description={rouletteWheelDescription(segments)}
      />
      <p className={styles.outcome} role="status" data-tone={phase.step === 'idle' ? phase.tone : undefined}>
        {phase.message}
      </p>
      <div className={styles.actions}>
        <Button size="lg" onClick={() => void spin()} data-spinning={phase.step === 'spinning' || undefined}>
          {words.spin}
        </Button>
      </div>
    </div>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={words.title}
      width={600}
      fullScreenOnMobile
      // Spec 2: "close by button, outside click or Esc": the footer's button is the one close control.
      showClose={false}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {words.close}
        </Button>
      }
    >
      <div className={styles.body} data-kind={kind} data-phase={phase.step}>
        <Tabs
          label={words.kinds}
          variant="pill"
          fullWidth
          value={kind}
          onValueChange={(next) => {
            if (!flight.busy) onKindChange(next);
            else setPhase({ step: 'spinning', message: rouletteMessages.spinning });
          }}
          items={[
            { value: 'normal', label: rouletteTabLabel(words.normal, cards?.normal ?? null), content: panel },
            { value: 'vip', label: rouletteTabLabel(words.vip, cards?.vip ?? null), content: panel },
          ]}
        />
      </div>
    </Dialog>
  );
}
