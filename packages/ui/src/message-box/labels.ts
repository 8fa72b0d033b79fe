// Korean labels of the message box (/message). The delete refusals come from @betkit/domain (memberMessages).
import type { SiteMessage } from '@betkit/domain';
import type { Labels } from '../labels';

/** Every label of MessageBox; pass a part of it as the `labels` prop to change some. */
export const messageBoxLabels = {
  // Not in spec: the list's name, its controls and the read marks.
  /** The list's accessible name. */
  list: '쪽지 목록',
  selectAll: '전체 선택',
  /** A row checkbox's accessible name. */
  selectRow: (message: SiteMessage) => `${message.title} 선택`,
  deleteSelected: '선택삭제',
  unread: '안읽음',
  read: '읽음',
  total: (count: number, unread: number) => `총 ${count.toLocaleString('ko-KR')}통 · 안읽음 ${unread.toLocaleString('ko-KR')}통`,
  selectedCount: (count: number) => `${count.toLocaleString('ko-KR')}통 선택`,
  /** No messages. */
  empty: '받은 쪽지가 없습니다.',
};

/** Overrides of MessageBox's labels. */
export type MessageBoxLabels = Labels<typeof messageBoxLabels>;
