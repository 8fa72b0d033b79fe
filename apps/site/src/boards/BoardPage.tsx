import { useSearchParams } from 'react-router-dom';
import { toFiniteNumber } from '@betkit/domain';
import { LoadState, NavTabs, NoticeList, PageSection } from '@betkit/ui';
import { RequireMember } from '../app/RequireMember';
import { boardLabels } from './boardLabels';
import { useBoard, type BoardKind } from './boardsData';
import { renderRouterLink } from './routerLinks';
import { boardPath } from '../app/paths';

/** The notice page's two buttons (spec 2): betting rules and notices, as links between the two boards. */
function BoardButtons({ current }: { current: BoardKind }) {
  const items = (['betting_rule', 'notice'] as const).map((kind) => ({
    key: kind,
    href: boardPath(kind),
    label: boardLabels.buttons[kind],
    current: kind === current,
  }));
  return <NavTabs label={boardLabels.tabs} items={items} variant="pill" renderLink={renderRouterLink} />;
}

function Board({ kind }: { kind: BoardKind }) {
  const board = useBoard(kind);
  // ?open={id}: a link to one post opens it in place.
  const [search] = useSearchParams();
  const openId = toFiniteNumber(search.get('open'));
  let body;
  if (board.error !== null) body = <LoadState state="failed" layout="list" message={board.error} onRetry={board.retry} />;
  else if (board.data === undefined) body = <LoadState state="loading" layout="list" message={boardLabels.loading} />;
  else {
    const empty = kind === 'event' ? boardLabels.eventEmpty : kind === 'betting_rule' ? boardLabels.ruleEmpty : undefined;
    body = (
      <NoticeList
        key={openId}
        entries={board.data}
        defaultOpen={openId === undefined ? [] : [openId]}
        labels={empty === undefined ? undefined : { empty }}
      />
    );
  }
  return (
    <PageSection
      title={boardLabels.titles[kind]}
      width="reading"
      // Spec 3: the event count is the event board's length.
      intro={kind === 'event' && board.data !== undefined ? boardLabels.eventCount(board.data.length) : undefined}
    >
      {kind === 'event' ? null : <BoardButtons current={kind} />}
      {body}
    </PageSection>
  );
}

/**
 * /board/notice, /board/betting_rule and /board/event (spec 2): the board's posts, rows that open to their
 * sanitised contents, "공지가 없습니다" when empty; guests get the login instead.
 */
export default function BoardPage({ kind }: { kind: BoardKind }) {
  return (
    <RequireMember>
      <Board kind={kind} />
    </RequireMember>
  );
}
