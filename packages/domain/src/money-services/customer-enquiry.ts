// The customer centre enquiry (/customer; site-and-member-services.md section 7 POST /customer/). Not in spec: the
// lengths; the spec gives the call's fields only.
import { draftContentsMessage, draftTitleMessage, postDraftMessages } from '../member-services/post-draft';

/**
 * The enquiry's copy. Not in spec: the spec names the route, the call and the reply notification only. It lives here,
 * not in messages/, because the site's first route loads that module and this copy belongs to /customer only.
 */
export const customerEnquiryMessages = {
  ...postDraftMessages,
  completed: '문의가 접수되었습니다. 답변이 등록되면 알림으로 알려드립니다.',
  failedDefault: '문의를 접수하지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;

/** The longest title, in characters. */
export const CUSTOMER_TITLE_MAX = 50;
/** The longest question, in characters. */
export const CUSTOMER_CONTENTS_MAX = 2000;

/** The title's message: required and at most 50 characters once trimmed; null when it may be sent. */
export function customerTitleMessage(title: unknown): string | null {
  return draftTitleMessage(title, CUSTOMER_TITLE_MAX);
}

/** The question's message: required and at most 2,000 characters once trimmed; null when it may be sent. */
export function customerContentsMessage(contents: unknown): string | null {
  return draftContentsMessage(contents, CUSTOMER_CONTENTS_MAX);
}

/** The first message of an enquiry (title, then question), or null: what a server checks. */
export function customerEnquiryMessage(enquiry: { title?: unknown; questionContents?: unknown }): string | null {
  return customerTitleMessage(enquiry.title) ?? customerContentsMessage(enquiry.questionContents);
}
