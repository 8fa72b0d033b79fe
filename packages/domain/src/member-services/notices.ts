// Notices and boards (site-and-member-services.md sections 2, 3, 5 and 9): the widget's latest 5, dates as YY.MM.DD,
// who may write, and a written notice's checks.
import { formatNoticeDate } from '../accounts/formats';
import { isRecord, toFiniteNumber } from '../read';
import { toInstant } from '../time';
import { draftContentsMessage, draftTitleMessage, postDraftMessages } from './post-draft';

/** Spec 9: the notice widget's page size. */
export const NOTICE_WIDGET_PAGE_SIZE = 5;
/** Not in spec: the longest notice title, in characters. */
export const NOTICE_TITLE_MAX = 100;
/** Not in spec: the longest notice body, in characters. */
export const NOTICE_CONTENTS_MAX = 10_000;

/** A board post as the boards list it: notices, events and betting rules share the shape. */
export interface BoardEntry {
  id: number;
  title: string;
  /** Server HTML: sanitise before rendering. */
  contents: string;
  createdAt?: string;
  createTimestamp?: string;
}

/** The notice board's copy (spec 2 "공지가 없습니다"); the rest Not in spec. */
export const noticeMessages = {
  empty: '공지가 없습니다',
  ...postDraftMessages,
  writeForbidden: '공지 작성 권한이 없습니다.',
  notFound: '공지를 찾을 수 없습니다.',
  posted: '공지가 등록되었습니다.',
  failedDefault: '공지를 등록하지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;

/** Spec 3 and 6: role 1 may write notices (and sees the write icon); every other role, a guest or junk may not. */
export function canWriteNotice(user: { role?: unknown } | null | undefined): boolean {
  return isRecord(user) && toFiniteNumber(user.role) === 1;
}

/** A post's time in epoch ms (createdAt, else createTimestamp), or undefined. */
export function boardEntryTime(entry: Pick<BoardEntry, 'createdAt' | 'createTimestamp'>): number | undefined {
  return toInstant(entry.createdAt) ?? toInstant(entry.createTimestamp);
}

/** Spec 2 and 9: a post's date as YY.MM.DD in Korean time; '' when the server sent none. */
export function boardEntryDate(entry: Pick<BoardEntry, 'createdAt' | 'createTimestamp'>): string {
  const at = boardEntryTime(entry);
  return at === undefined ? '' : formatNoticeDate(at);
}

/** The well-formed posts of a server list (an id and a title); junk rows and a junk list are dropped. */
export function boardEntries(list: unknown): BoardEntry[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((row: unknown): BoardEntry[] => {
    if (!isRecord(row)) return [];
    const id = toFiniteNumber(row.id);
    if (id === undefined || typeof row.title !== 'string') return [];
    const entry: BoardEntry = { id, title: row.title, contents: typeof row.contents === 'string' ? row.contents : '' };
    if (typeof row.createdAt === 'string') entry.createdAt = row.createdAt;
    if (typeof row.createTimestamp === 'string') entry.createTimestamp = row.createTimestamp;
    return [entry];
  });
}

/** Newest first (undated last), then the higher id: the order every board shows. */
export function newestFirst<T extends BoardEntry>(entries: readonly T[]): T[] {
  const time = (entry: T) => boardEntryTime(entry) ?? -Infinity;
  return [...entries].sort((a, b) => time(b) - time(a) || b.id - a.id);
}

/** Spec 2 and 9: the notice widget's latest 5 notices, newest first. */
export function latestNotices(list: unknown, count: number = NOTICE_WIDGET_PAGE_SIZE): BoardEntry[] {
  return newestFirst(boardEntries(list)).slice(0, Math.max(0, Math.floor(count)));
}

/** The post with this id (a route's text), or undefined. */
export function findBoardEntry(list: unknown, id: unknown): BoardEntry | undefined {
  const wanted = toFiniteNumber(id);
  return wanted === undefined ? undefined : boardEntries(list).find((entry) => entry.id === wanted);
}

/** A written notice's title: required and at most 100 characters once trimmed; null when it may be posted. */
export function noticeTitleMessage(title: unknown): string | null {
  return draftTitleMessage(title, NOTICE_TITLE_MAX);
}

/** A written notice's body: required and at most 10,000 characters once trimmed; null when it may be posted. */
export function noticeContentsMessage(contents: unknown): string | null {
  return draftContentsMessage(contents, NOTICE_CONTENTS_MAX);
}

/** The first message of a written notice (title, then body), or null: what a server checks. */
export function noticeDraftMessage(draft: { title?: unknown; contents?: unknown }): string | null {
  return noticeTitleMessage(draft.title) ?? noticeContentsMessage(draft.contents);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * A notice typed as plain text, as the HTML the boards show: each non-empty line a paragraph, markup escaped (the
 * writer types text, not HTML, and the boards sanitise whatever the server sends anyway).
 */
export function noticeHtmlFromText(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => `<p>${line.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character)}</p>`)
    .join('');
}
