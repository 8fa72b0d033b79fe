import { NOTICE_CONTENTS_MAX, noticeContentsMessage, noticeMessages, noticeTitleMessage } from '@betkit/domain';
import { mergeLabels } from '../labels';
import { PostForm, type PostDraft, type PostFormRules, type PostOutcome } from '../post-form/PostForm';
import { noticeWriteFormLabels, type NoticeWriteFormLabels } from './labels';

export interface NoticeWriteFormProps {
  /** Posts the notice (trimmed); resolves with the text to show. Called once per submit. */
  onSubmit: (draft: PostDraft) => Promise<PostOutcome> | PostOutcome;
  /** Overrides of the Korean labels. */
  labels?: NoticeWriteFormLabels;
}

const noticeRules: PostFormRules = {
  titleMessage: noticeTitleMessage,
  contentsMessage: noticeContentsMessage,
  contentsMax: NOTICE_CONTENTS_MAX,
  failedDefault: noticeMessages.failedDefault,
};

/** A notice written by role 1 (/community/notice/regist): title and body with the domain's checks, sent once. */
export function NoticeWriteForm({ onSubmit, labels: overrides }: NoticeWriteFormProps) {
  return <PostForm texts={mergeLabels(noticeWriteFormLabels, overrides)} rules={noticeRules} onSubmit={onSubmit} />;
}
