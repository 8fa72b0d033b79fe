import type { ReactNode } from 'react';
import type { BoardEntry } from '@betkit/domain';
import { PageSection } from '../frame/PageSection';
import { mergeLabels } from '../labels';
import { LoadState } from '../load-state';
import { NavTabs, type NavTabLinkProps } from '../nav-tabs';
import { noticeBoardPageLabels, type NoticeBoardPageLabels } from './labels';
import { NoticeList } from './NoticeList';

/** The /board pages' boards. */
export type NoticeBoardKind = keyof typeof noticeBoardPageLabels.titles;

/** The boards linked from each other's page (spec 2: betting rules and notices). */
const linkedBoards = ['betting_rule', 'notice'] as const;

export interface NoticeBoardPageProps {
  kind: NoticeBoardKind;
  /** The board's posts once read. */
  entries: readonly BoardEntry[] | undefined;
  /** Why the board could not be read (the server's text), shown with a retry. */
  error: string | null;
  onRetry: () => void;
  /** A post open at first (a link to one post). */
  openId?: number;
  /** The route of the notice and betting-rule boards. */
  hrefOf: (kind: (typeof linkedBoards)[number]) => string;
  renderLink: (link: NavTabLinkProps) => ReactNode;
  labels?: NoticeBoardPageLabels;
}

/** A board's page: its title (the event board with its count), the links between notices and rules, and its posts. */
export function NoticeBoardPage({ kind, entries, error, onRetry, openId, hrefOf, renderLink, labels: overrides }: NoticeBoardPageProps) {
  const labels = mergeLabels(noticeBoardPageLabels, overrides);
  let body;
  if (error !== null) body = <LoadState state="failed" layout="list" message={error} onRetry={onRetry} />;
  else if (entries === undefined) body = <LoadState state="loading" layout="list" message={labels.loading} />;
  else {
    const empty = kind === 'event' ? labels.eventEmpty : kind === 'betting_rule' ? labels.ruleEmpty : undefined;
    body = <NoticeList key={openId} entries={entries} defaultOpen={openId === undefined ? [] : [openId]} labels={empty === undefined ? undefined : { empty }} />;
  }
  const links = linkedBoards.map((board) => ({ key: board, href: hrefOf(board), label: labels.buttons[board], current: board === kind }));
  return (
    <PageSection title={labels.titles[kind]} width="reading" intro={kind === 'event' && entries !== undefined ? labels.eventCount(entries.length) : undefined}>
      {kind === 'event' ? null : <NavTabs label={labels.buttonsNav} items={links} variant="pill" renderLink={renderLink} />}
      {body}
    </PageSection>
  );
}
