export { NoticeList } from './NoticeList';
export type { NoticeListProps } from './NoticeList';
export { NoticeWidget } from './NoticeWidget';
export type { NoticeWidgetLinkProps, NoticeWidgetProps } from './NoticeWidget';
export { NoticeArticle } from './NoticeArticle';
export type { NoticeArticleProps } from './NoticeArticle';
export { noticeArticleLabels, noticeListLabels, noticeWidgetLabels } from './labels';
export type { NoticeArticleLabels, NoticeListLabels, NoticeWidgetLabels } from './labels';
