export { BackOfficeNotice } from './BackOfficeNotice';
export type { BackOfficeNoticeProps } from './BackOfficeNotice';
export { backOfficeNoticeLabels } from './labels';
export type { BackOfficeNoticeLabels } from './labels';
