import { Profiler, createContext, memo, useContext, type ProfilerOnRenderCallback } from 'react';
import { isBonusSelection, oddsDiffer, type Selection, type SlipSelection } from '@betkit/domain';
import { OddsText } from '../odds-text/OddsText';
import * as styles from './SlipItem.css';
import { mergeLabels } from '../labels';
import { slipItemLabels, type SlipItemLabels } from './labels';
import { betFamily, betText, fixtureText, reactKeyOf, marketText, pickName } from './selectionText';

export interface SlipItemProps {
  /** The pick (or bonus item) to show. */
  selection: SlipSelection;
  /** Called with the pick's odds id when its remove button is pressed; bonus items have none. */
  onRemove?: (id: Selection['id']) => void;
  /** Refuses removal (e.g. while a bet is being sent). */
  removeDisabled?: boolean;
  /** Overrides of the Korean labels: `remove` (the remove button's accessible name for a pick's name) and `bonus` (the bonus badge). */
  labels?: SlipItemLabels;
}

/**
 * Performance probe: a story or test that provides a callback here gets one Profiler report per
 * slip item render. Inside the memo boundary, so a skipped item reports nothing.
 */
export const SlipItemRenderProbe = createContext<ProfilerOnRenderCallback | null>(null);

function SlipItemView({
  selection,
  onRemove,
  removeDisabled = false,
  labels: overrides,
}: SlipItemProps) {
  const labels = mergeLabels(slipItemLabels, overrides);
  const probe = useContext(SlipItemRenderProbe);
  const item = isBonusSelection(selection) ? (
    <li className={styles.item({ kind: 'bonus', price: 'steady' })} data-kind="bonus">
      <span className={styles.bonusBadge}>{labels.bonus}</span>
      <span className={styles.bonusName}>{betText(selection)}</span>
      <span className={styles.price}>
        <OddsText odds={selection.betPrice} />
      </span>
    </li>
  ) : (
    <PickRow selection={selection} onRemove={onRemove} removeDisabled={removeDisabled} removeLabel={labels.remove} />
  );
  return probe ? (
    <Profiler id={reactKeyOf(selection.id)} onRender={probe}>
      {item}
    </Profiler>
  ) : (
    item
  );
}

function PickRow({
  selection,
  onRemove,
  removeDisabled,
  removeLabel,
}: Required<Pick<SlipItemProps, 'removeDisabled'>> &
  Pick<SlipItemProps, 'selection' | 'onRemove'> & { removeLabel: (pickName: string) => string }) {
  const start = selection.betStartPrice;
  const price = start !== undefined && oddsDiffer(start, selection.betPrice) ? 'changed' : 'steady';
  const fixture = fixtureText(selection);
  const line = selection.betLine?.trim();
  return (
    <li className={styles.item({ kind: 'pick', price })} data-kind="pick" data-state={price}>
      <div className={styles.top}>
        <div className={styles.names}>
          <span className={styles.market}>{marketText(selection)}</span>
          {fixture ? (
            <span className={styles.fixture}>
              {selection.leagueName ? <span className={styles.league}>{selection.leagueName} · </span> : null}
              {fixture}
            </span>
          ) : null}
        </div>
        {onRemove ? (
          <button
            type="button"
            className={styles.remove}
            aria-label={removeLabel(pickName(selection))}
            disabled={removeDisabled}
            onClick={() => onRemove(selection.id)}
          >
            <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
      </div>
      <div className={styles.bottom}>
        <span className={styles.betName[betFamily(selection) ?? 'none']}>{betText(selection)}</span>
        {line ? <span className={styles.line}>{line}</span> : null}
        <span className={styles.price}>
          <OddsText odds={selection.betPrice} previousOdds={start} />
        </span>
      </div>
    </li>
  );
}

/**
 * One selection on the slip: Korean market label, bet name in its colour family, line, price (a price
 * changed since it was added shows the old one struck through), teams and a remove button.
 * Memoised: a price change re-renders only the item whose selection object changed.
 */
export const SlipItem = memo(SlipItemView);
