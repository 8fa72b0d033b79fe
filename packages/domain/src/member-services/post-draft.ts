// A written post's title and body checks, shared by the customer enquiry and a written notice. Not in spec: the
// texts and lengths; the spec names the calls' fields only.

/** The checks' copy. */
export const postDraftMessages = {
  titleRequired: '제목을 입력해주세요.',
  contentsRequired: '내용을 입력해주세요.',
  titleTooLong: (max: number) => `제목은 ${max.toLocaleString('ko-KR')}자 이내로 입력해주세요.`,
  contentsTooLong: (max: number) => `내용은 ${max.toLocaleString('ko-KR')}자 이내로 입력해주세요.`,
} as const;

/** Characters as a reader counts them (a Korean syllable or an emoji is one). */
const lengthOf = (text: string) => [...text].length;

/** A title's message: required and at most `max` characters once trimmed; null when it may be sent. */
export function draftTitleMessage(title: unknown, max: number): string | null {
  const text = typeof title === 'string' ? title.trim() : '';
  if (text === '') return postDraftMessages.titleRequired;
  return lengthOf(text) > max ? postDraftMessages.titleTooLong(max) : null;
}

/** A body's message: required and at most `max` characters once trimmed; null when it may be sent. */
export function draftContentsMessage(contents: unknown, max: number): string | null {
  const text = typeof contents === 'string' ? contents.trim() : '';
  if (text === '') return postDraftMessages.contentsRequired;
  return lengthOf(text) > max ? postDraftMessages.contentsTooLong(max) : null;
}
