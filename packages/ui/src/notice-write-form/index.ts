export { NoticeWriteForm } from './NoticeWriteForm';
export type { NoticeWriteFormProps } from './NoticeWriteForm';
export { noticeWriteFormLabels } from './labels';
export type { NoticeWriteFormLabels } from './labels';
