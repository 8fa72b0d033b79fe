import { useId, type ReactNode } from 'react';
import {
  LOSING_BASIS_NAMES,
  ROLLING_GAME_TYPE_NAMES,
  explainLosingSettlement,
  explainRollingTable,
  formatBasisPoints,
  type LosingSettlement,
  type RollingGameType,
  type RollingTable,
} from '@betkit/domain';
import { FigureExplain } from '../figure-explain/FigureExplain';
import { MoneyText } from '../money-text/MoneyText';
import { mergeLabels } from '../labels';
import * as styles from './FigureCards.css';
import { figureCardsLabels, type FigureCardsLabels } from './labels';

/** The agent kinds whose level names the dashboard shows (spec §3: casino, slot, mini, sports, virtual and losing). */
export type AgentKind = RollingGameType | 'losing';

const AGENT_KINDS: readonly AgentKind[] = ['casino', 'slot', 'mini', 'sports', 'virtual', 'losing'];

/** A period's figures as the server and the domain give them: whole won, never computed here. */
export interface PartnerFigures {
  memberCount: number;
  deposits: number;
  withdrawals: number;
  stakes: number;
  wins: number;
  /** Rolling per game type and its total (the domain's RollingTable: the total is the sum of the lines). */
  rolling: RollingTable;
  /** The losing settlement with its basis and inputs (negative: carried). */
  losing: LosingSettlement;
  /** Each agent kind's level name ('1차 총판'). */
  agentLevels?: Partial<Record<AgentKind, string>>;
}

export interface FigureCardsProps {
  figures: PartnerFigures;
  /** Overrides of the Korean labels. */
  labels?: FigureCardsLabels;
}

/** One figure card: its name, its value and what stands under it. */
function Card({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const titleId = useId();
  // A group, not a region: nine cards would crowd the page's landmarks (and one shares the losing page's name).
  return (
    <div role="group" className={styles.card({ wide })} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </div>
  );
}

export interface LosingFigureProps {
  /** The losing settlement with its basis and inputs (the domain's losingSettlement). */
  losing: LosingSettlement;
  /** Overrides of the Korean labels (FigureCards' own). */
  labels?: FigureCardsLabels;
}

/**
 * The losing settlement as a card: the amount (a negative one in the lose tone, marked 이월 and said to be carried,
 * never hidden), its basis and contract percent, and its inputs and formula behind FigureExplain. The dashboard's card,
 * and the recommender's losing page on its own.
 */
export function LosingFigure({ losing, labels: overrides }: LosingFigureProps) {
  const labels = mergeLabels(figureCardsLabels, overrides);
  return (
    <Card title={labels.losing}>
      <p className={styles.value} data-state={losing.state}>
        <MoneyText amount={losing.amount} weight="bold" tone={losing.state === 'carried' ? 'lose' : 'default'} />
        {losing.state === 'carried' ? <span className={styles.carried}>{labels.carried}</span> : null}
      </p>
      <p className={styles.note}>
        {labels.basis(LOSING_BASIS_NAMES[losing.inputs.basis])} · {labels.contractPercent(formatBasisPoints(losing.percentBp))}
      </p>
      {losing.state === 'carried' ? <p className={styles.note}>{labels.carriedNote}</p> : null}
      <FigureExplain figure={labels.losing} lines={explainLosingSettlement(losing)} />
    </Card>
  );
}

/**
 * The partner dashboard's figures: deposits, withdrawals, stakes, wins, the member count, rolling per game type with
 * its total, the losing settlement with its basis (a negative period shown as carried) and the agent level names;
 * each settlement figure opens its inputs and formula.
 */
export function FigureCards({ figures, labels: overrides }: FigureCardsProps) {
  const labels = mergeLabels(figureCardsLabels, overrides);
  const { rolling, losing } = figures;
  const money = (title: string, amount: number) => (
    <Card title={title}>
      <p className={styles.value}>
        <MoneyText amount={amount} weight="bold" />
      </p>
    </Card>
  );
  return (
    <div className={styles.grid} role="region" aria-label={labels.name}>
      {money(labels.deposits, figures.deposits)}
      {money(labels.withdrawals, figures.withdrawals)}
      {money(labels.stakes, figures.stakes)}
      {money(labels.wins, figures.wins)}
      <Card title={labels.memberCount}>
        <p className={styles.value}>{labels.members(figures.memberCount)}</p>
      </Card>
      <LosingFigure losing={losing} labels={overrides} />
      <Card title={labels.rolling} wide>
        <dl className={styles.lines}>
          {rolling.lines.map((line) => (
            <div key={line.gameType} className={styles.line}>
              <dt>{labels.rollingLine(ROLLING_GAME_TYPE_NAMES[line.gameType], formatBasisPoints(line.rateBp))}</dt>
              <dd>
                <MoneyText amount={line.rolling} />
              </dd>
            </div>
          ))}
          <div className={styles.totalLine}>
            <dt>{labels.rollingTotal}</dt>
            <dd>
              <MoneyText amount={rolling.total} weight="bold" />
            </dd>
          </div>
        </dl>
        <FigureExplain figure={labels.rollingTotal} lines={explainRollingTable(rolling)} />
      </Card>
      <Card title={labels.agentLevels} wide>
        <dl className={styles.agents}>
          {AGENT_KINDS.map((kind) => (
            <div key={kind} className={styles.agent}>
              <dt>{labels.agents[kind]}</dt>
              <dd>{figures.agentLevels?.[kind] || labels.noLevel}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
