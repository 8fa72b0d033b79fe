import { useSearchParams } from 'react-router-dom';
import { toFiniteNumber } from '@betkit/domain';
import { NoticeBoardPage } from '@betkit/ui';
import { RequireMember } from '../app/RequireMember';
import { useBoard, type BoardKind } from './boardsData';
import { renderRouterLink } from '../app/routerLinks';
import { boardPath } from '../app/paths';

function Board({ kind }: { kind: BoardKind }) {
  const board = useBoard(kind);
  // ?open={id}: a link to one post opens it in place.
  const [search] = useSearchParams();
  return (
    <NoticeBoardPage
      kind={kind}
      entries={board.data}
      error={board.error}
      onRetry={board.retry}
      openId={toFiniteNumber(search.get('open'))}
      hrefOf={boardPath}
      renderLink={renderRouterLink}
    />
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
