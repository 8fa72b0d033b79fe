import type { ReactNode } from 'react';
import { GAME_RESULT_KINDS, type GameResultKind } from '@betkit/domain';
import { PageSection } from '../frame/PageSection';
import { mergeLabels } from '../labels';
import { NavTabs, type NavTabLinkProps } from '../nav-tabs';
import { gameResultPageLabels, type GameResultPageLabels } from './labels';

export interface GameResultPageProps {
  /** The kind shown, marked among the kinds' tabs. */
  kind: GameResultKind;
  /** The route of each kind's results. */
  hrefOf: (kind: GameResultKind) => string;
  renderLink: (link: NavTabLinkProps) => ReactNode;
  /** The kind's results (a GameResultTable, or the read's state). */
  children: ReactNode;
  labels?: GameResultPageLabels;
}

/** The settled games page: its title, a pill link per kind, then the shown kind's results. */
export function GameResultPage({ kind, hrefOf, renderLink, children, labels: overrides }: GameResultPageProps) {
  const labels = mergeLabels(gameResultPageLabels, overrides);
  const items = GAME_RESULT_KINDS.map((item) => ({ key: item, href: hrefOf(item), label: labels.kindNames[item], current: item === kind }));
  return (
    <PageSection title={labels.title} width="reading">
      <NavTabs label={labels.kinds} items={items} variant="pill" renderLink={renderLink} />
      {children}
    </PageSection>
  );
}
