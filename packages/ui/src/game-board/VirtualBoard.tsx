import { useId, type ReactNode } from 'react';
import { BoardPanel } from '../frame/BoardPage';
import { mergeLabels } from '../labels';
import { LoadState } from '../load-state';
import { BoardHeading, GameChoiceList, GroupedPillNav, PillGroup, type GameChoice } from './GameBoard';
import { gameBoardLabels, type GameBoardLabels } from './labels';
import { PillLinkItems, type PillLink, type PillLinkProps } from './PillLinks';

/** One sport's leagues. */
export interface VirtualLeagueGroup {
  sport: string;
  leagues: readonly PillLink[];
}

export interface VirtualLeagueNavProps {
  groups: readonly VirtualLeagueGroup[];
  renderLink: (link: PillLinkProps) => ReactNode;
  labels?: GameBoardLabels;
}

/** Every virtual league as pill links, a row per sport; the current league is marked. */
export function VirtualLeagueNav({ groups, renderLink, labels: overrides }: VirtualLeagueNavProps) {
  const labels = mergeLabels(gameBoardLabels, overrides);
  return (
    <GroupedPillNav label={labels.virtualLeagues}>
      {groups.map((group) => (
        <PillGroup key={group.sport} name={group.sport}>
          {(className) => <PillLinkItems links={group.leagues} className={className} renderLink={renderLink} />}
        </PillGroup>
      ))}
    </GroupedPillNav>
  );
}

export interface VirtualGamesProps<Choice extends GameChoice> {
  /** The league's next games, in start order (a choice may carry the caller's own game along). */
  games: readonly Choice[];
  /** The game the member chose; the first is shown until they choose one (or when theirs has gone). */
  chosenId: Choice['id'] | null;
  onChoose: (id: Choice['id']) => void;
  /** A line above the list (a failed refresh while the last answer stays). */
  notice?: ReactNode;
  /** The chosen game's odds, under its name. */
  children: (chosen: Choice) => ReactNode;
  labels?: GameBoardLabels;
}

/** The league's next games to choose from and the chosen game's panel; no games shows the empty line. */
export function VirtualGames<Choice extends GameChoice>({ games, chosenId, onChoose, notice, children, labels: overrides }: VirtualGamesProps<Choice>) {
  const labels = mergeLabels(gameBoardLabels, overrides);
  const listId = useId();
  const chosen = games.find((game) => game.id === chosenId) ?? games[0];
  if (!chosen) return <LoadState state="empty" layout="card" message={labels.virtualEmpty} />;
  return (
    <>
      <BoardHeading id={listId}>{labels.virtualGames}</BoardHeading>
      {notice}
      <GameChoiceList labelledBy={listId} games={games} chosenId={chosen.id} onChoose={onChoose} labels={overrides} />
      <BoardPanel>
        <BoardHeading>{chosen.name}</BoardHeading>
        {children(chosen)}
      </BoardPanel>
    </>
  );
}
