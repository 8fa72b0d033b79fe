import { useState, type FormEvent, type ReactNode } from 'react';
import { AccordionList, AccordionListItem } from '../accordion';
import { ChevronIcon, SearchIcon } from '../icons';
import { LoadState, type LoadStateKind } from '../load-state';
import { sportTreeLabels, type SportTreeLabels } from './labels';
import * as styles from './SportTree.css';
import { mergeLabels } from '../labels';
import { VisuallyHidden } from '../internal/VisuallyHidden';

export interface SportTreeProps {
  /** Enter with text (trimmed, never empty) searches the board for a country, league or team. */
  onSearch: (text: string) => void;
  /** The tree's body: its branches, or a SportTreeStatus while they load. */
  children: ReactNode;
  /** Overrides of the Korean labels. */
  labels?: SportTreeLabels;
}

/** The sidebar's sport tree: a search for country, league or team, then sport > country > league. */
export function SportTree({ onSearch, children, labels: overrides }: SportTreeProps) {
  const labels = mergeLabels(sportTreeLabels, overrides);
  const [text, setText] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = text.trim();
    if (search !== '') onSearch(search);
  };
  return (
    <nav className={styles.tree} aria-label={labels.nav}>
      <form role="search" className={styles.search} onSubmit={submit}>
        <input
          type="search"
          className={styles.searchInput}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={labels.search}
          aria-label={labels.search}
          enterKeyHint="search"
        />
        <button type="submit" className={styles.iconButton} aria-label={labels.searchSubmit}>
          <SearchIcon />
        </button>
      </form>
      {children}
    </nav>
  );
}

/** One branch: a sport or a country, with its fixture count. */
export interface SportTreeBranch {
  id: number | string;
  /** The name as members read it. */
  name: string;
  count: number;
}

export interface SportTreeBranchesProps {
  branches: readonly SportTreeBranch[];
  /** The open branches' ids, as strings (controlled). */
  open: string[];
  onOpenChange: (open: string[]) => void;
  /** Sports are the top level (bold); countries sit under a sport. */
  level: 'sport' | 'location';
  /** An open branch's content (rendered only while open, so it can load then). */
  children: (branch: SportTreeBranch) => ReactNode;
  labels?: SportTreeLabels;
}

/** A level of the tree: branches that open and close on their own. */
export function SportTreeBranches({ branches, open, onOpenChange, level, children, labels }: SportTreeBranchesProps) {
  return (
    <AccordionList value={open} onValueChange={onOpenChange} className={styles.list}>
      {branches.map((branch) => (
        <AccordionListItem
          key={branch.id}
          value={String(branch.id)}
          triggerClassName={level === 'sport' ? styles.trigger : styles.locationTrigger}
          contentClassName={styles.nested}
          trigger={
            <>
              <ChevronIcon className={styles.chevron} />
              <span className={styles.name}>{branch.name}</span> <Count value={branch.count} labels={labels} />
            </>
          }
        >
          {children(branch)}
        </AccordionListItem>
      ))}
    </AccordionList>
  );
}

/** What the site's router link receives to draw a tree link. */
export interface SportTreeLinkRenderProps {
  href: string;
  className: string;
  /** 'page' when the board shows exactly this link's filter. */
  'aria-current': 'page' | undefined;
  /** The full name when the shown one is cut. */
  title: string | undefined;
  children: ReactNode;
}

/** A link into the board. */
export interface SportTreeLinkItem {
  href: string;
  name: string;
  /** The full name when `name` is cut (shown on hover). */
  title?: string;
  count?: number;
  /** The board shows exactly this link's filter. */
  current: boolean;
}

/** A link into the board, drawn by the site's router. */
export function SportTreeLink({
  link,
  renderLink,
  labels,
}: {
  link: SportTreeLinkItem;
  renderLink: (props: SportTreeLinkRenderProps) => ReactNode;
  labels?: SportTreeLabels;
}) {
  return renderLink({
    href: link.href,
    className: styles.link,
    'aria-current': link.current ? 'page' : undefined,
    title: link.title,
    children: (
      <>
        <span className={styles.name}>{link.name}</span> {link.count !== undefined ? <Count value={link.count} labels={labels} /> : null}
      </>
    ),
  });
}

/** A country's leagues: a list of links. */
export function SportTreeLinks({
  links,
  renderLink,
  labels,
}: {
  links: readonly SportTreeLinkItem[];
  renderLink: (props: SportTreeLinkRenderProps) => ReactNode;
  labels?: SportTreeLabels;
}) {
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.href}>
          <SportTreeLink link={link} renderLink={renderLink} labels={labels} />
        </li>
      ))}
    </ul>
  );
}

/** A branch (or the whole tree) while it loads, after it failed (the server's text and a retry), or when it is empty. */
export function SportTreeStatus({
  state,
  message,
  onRetry,
  labels: overrides,
}: {
  state: LoadStateKind;
  /** failed: the server's text. */
  message?: string;
  onRetry?: () => unknown;
  labels?: SportTreeLabels;
}) {
  const labels = mergeLabels(sportTreeLabels, overrides);
  if (state === 'failed') {
    return <LoadState state="failed" layout="branch" title={labels.failed} message={message} onRetry={onRetry} labels={{ retry: labels.retry }} />;
  }
  return <LoadState state={state} layout="branch" message={state === 'loading' ? labels.loading : labels.empty} />;
}

/** A fixture count; the space before it and the hidden unit make names read '축구 52경기'. */
function Count({ value, labels }: { value: number; labels?: SportTreeLabels }) {
  const count = mergeLabels(sportTreeLabels, labels).count;
  // The hidden copy is one text run ('52경기'): a visually hidden span is a block, which would read '52 경기'.
  return (
    <span className={styles.count}>
      <span aria-hidden="true">{value}</span>
      <VisuallyHidden>{count(value)}</VisuallyHidden>
    </span>
  );
}
