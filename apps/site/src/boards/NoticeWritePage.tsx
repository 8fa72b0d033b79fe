import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { postNotice } from '@betkit/api';
import { canWriteNotice, noticeHtmlFromText, noticeMessages } from '@betkit/domain';
import { noticeBoardPageLabels, NoticeWriteForm, PageSection, type PostDraft, type PostOutcome } from '@betkit/ui';
import { useSWRConfig } from 'swr';
import { errorText, handledBySession, THROWN_MESSAGE } from '../app/errors';
import { useSite } from '../app/runtime';
import { RequireMember } from '../app/RequireMember';
import { useSession } from '../app/session';
import { boardLabels } from './boardLabels';
import { COMMUNITY_NOTICE_PATH } from './noticePaths';
import { SiteLink } from '../app/routerLinks';

/** Every cached notice read (the boards, the widget's and the list's pages) is read again after a post. */
const isNoticeKey = (key: unknown) => typeof key === 'string' && key.startsWith('site:board:notice');

function WriteNotice() {
  const { client } = useSite();
  const { mutate } = useSWRConfig();
  const post = async ({ title, contents }: PostDraft): Promise<PostOutcome> => {
    try {
      await postNotice(client, { title, contents: noticeHtmlFromText(contents) });
      await mutate(isNoticeKey);
      return { ok: true, message: noticeMessages.posted };
    } catch (error) {
      if (handledBySession(error)) return { ok: false, message: '' };
      return { ok: false, message: errorText(error, noticeMessages.failedDefault, { unanswered: THROWN_MESSAGE }) };
    }
  };
  return (
    <PageSection
      title={noticeBoardPageLabels.write}
      width="reading"
      action={(className) => (
        <SiteLink to={COMMUNITY_NOTICE_PATH} className={className}>
          {boardLabels.backToList}
        </SiteLink>
      )}
    >
      <NoticeWriteForm onSubmit={post} />
    </PageSection>
  );
}

/** Spec 2: role 1 only; another member is told so and sent back to the notices. */
function WriterOnly() {
  const { user } = useSession();
  const { dialogs } = useSite();
  const navigate = useNavigate();
  const allowed = canWriteNotice(user);
  const told = useRef(false);
  useEffect(() => {
    if (allowed || told.current) return;
    told.current = true;
    void dialogs.alert(noticeMessages.writeForbidden).then(() => navigate(COMMUNITY_NOTICE_PATH, { replace: true }));
  }, [allowed, dialogs, navigate]);
  return allowed ? <WriteNotice /> : null;
}

/** /community/notice/regist: role 1 writes a notice (POST /board, Not in spec); guests get the login. */
export default function NoticeWritePage() {
  return (
    <RequireMember>
      <WriterOnly />
    </RequireMember>
  );
}
