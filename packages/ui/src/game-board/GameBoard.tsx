import { useId, type ReactNode } from 'react';
import { Button } from '../button';
import { PillList } from '../frame/BoardPage';
import { mergeLabels } from '../labels';
import * as styles from './GameBoard.css';
import { gameBoardLabels, type GameBoardLabels } from './labels';

/** A board closed for maintenance: what is closed, the rule's message, and when it comes back. */
export function BoardMaintenance({ title, message, detail }: { title: ReactNode; message: ReactNode; detail: ReactNode }) {
  return (
    <div className={styles.maintenance} data-state="maintenance">
      <p className={styles.maintenanceTitle}>{title}</p>
      <p className={styles.maintenanceMessage}>{message}</p>
      <p className={styles.maintenanceDetail}>{detail}</p>
    </div>
  );
}

/** A nav of named pill rows (leagues by sport), each a PillGroup. */
export function GroupedPillNav({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className={styles.groupedNav}>
      {children}
    </nav>
  );
}

/** One named row of pill links; the caller draws each `<li>` and its link with the class given, as in PillList. */
export function PillGroup({ name, children }: { name: ReactNode; children: (pillClassName: string) => ReactNode }) {
  return (
    <div className={styles.pillGroup}>
      <span className={styles.pillGroupName}>{name}</span>
      <PillList>{children}</PillList>
    </div>
  );
}

export interface RoundHeaderProps {
  /** The round's name ('253회차'), the card's h2. */
  title: ReactNode;
  /** When betting closes, as shown ('21:04:50'). */
  closeAt: string;
  /** The same instant as ISO text for the `<time>` element, when it can be read. */
  closeAtIso?: string;
  labels?: GameBoardLabels;
}

/** A mini-game round's title and its closing time. */
export function RoundHeader({ title, closeAt, closeAtIso, labels: overrides }: RoundHeaderProps) {
  const labels = mergeLabels(gameBoardLabels, overrides);
  return (
    <div className={styles.roundHeader}>
      <h2 className={styles.cardTitle}>{title}</h2>
      <p className={styles.closeAt}>
        {labels.closeAt}
        <time className={styles.closeAtTime} dateTime={closeAtIso}>
          {closeAt}
        </time>
      </p>
    </div>
  );
}

/** A board's section heading (h2): the game list, the chosen game. */
export function BoardHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className={styles.heading}>
      {children}
    </h2>
  );
}

/** A game the member can choose on a board. */
export interface GameChoice<Id extends number | string = number | string> {
  id: Id;
  /** Its start time as shown, and as ISO text for the `<time>` element. */
  startAt: string;
  startAtIso?: string;
  /** Its teams ('A vs B'). */
  name: string;
}

export interface GameChoiceListProps<Id extends number | string> {
  /** The id of the heading that names the list. */
  labelledBy: string;
  games: readonly GameChoice<Id>[];
  chosenId: Id | undefined;
  onChoose: (id: Id) => void;
  labels?: GameBoardLabels;
}

/** The next games as pressed toggles; the chosen one is pressed. */
export function GameChoiceList<Id extends number | string>({ labelledBy, games, chosenId, onChoose, labels: overrides }: GameChoiceListProps<Id>) {
  const labels = mergeLabels(gameBoardLabels, overrides);
  return (
    <ul className={styles.choiceList} aria-labelledby={labelledBy}>
      {games.map((game) => (
        <li key={game.id}>
          <button type="button" className={styles.choice} aria-pressed={game.id === chosenId} onClick={() => onChoose(game.id)}>
            <time className={styles.choiceTime} dateTime={game.startAtIso}>
              {game.startAt} {labels.startAt}
            </time>
            <span className={styles.choiceName}>{game.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A short note above a board (who may play). */
export function BoardNote({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}

/** The provider cards of a page, a list named by `label`; each child is an `<li>` around a ProviderCard. */
export function ProviderGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.providerGrid} aria-label={label}>
      {children}
    </ul>
  );
}

export interface ProviderCardProps {
  name: string;
  /** Colours the card's top edge. */
  kind: keyof typeof styles.providerCard;
  /** A few of its games. */
  highlights: readonly string[];
  /** How its last launch ended: maintenance and blocked show a badge. */
  outcome?: string;
  /** Its launch is running: the button is busy. */
  pending: boolean;
  /** Another launch is running: the button is disabled. */
  locked: boolean;
  onLaunch: () => void;
  labels?: GameBoardLabels;
}

/** A casino or slot provider: its name, last-launch badge, highlighted games, and the button that launches it. */
export function ProviderCard({ name, kind, highlights, outcome, pending, locked, onLaunch, labels: overrides }: ProviderCardProps) {
  const labels = mergeLabels(gameBoardLabels, overrides);
  const nameId = useId();
  return (
    <article className={styles.providerCard[kind]} aria-labelledby={nameId} data-state={pending ? 'launching' : (outcome ?? 'idle')}>
      <div className={styles.providerTop}>
        <h2 id={nameId} className={styles.cardTitle}>
          {name}
        </h2>
        {outcome === 'maintenance' ? <span className={styles.badge.maintenance}>{labels.maintenanceBadge}</span> : null}
        {outcome === 'blocked' ? <span className={styles.badge.blocked}>{labels.blockedBadge}</span> : null}
      </div>
      <p className={styles.highlightsLabel}>{labels.games}</p>
      <ul className={styles.highlights}>
        {highlights.map((game) => (
          <li key={game} className={styles.highlight}>
            {game}
          </li>
        ))}
      </ul>
      <Button fullWidth busy={pending} labels={{ busy: labels.launching }} disabled={locked && !pending} aria-label={labels.playProvider(name)} onClick={onLaunch}>
        {labels.play}
      </Button>
    </article>
  );
}
