import { chromeLabels } from '../layout/chromeLabels';

/** The visitor dialogs' site settings: where the messenger (spec 1: "a chat-based support channel") is. */
export const visitorSettings = {
  messengerHref: chromeLabels.messenger.href,
} as const;

/** The site's words around the visitor dialogs. */
export const visitorLabels = {
  /** The demo backend has no SMS gateway and answers the code it sent; the form shows it with this prefix. */
  demoSmsCode: '데모 인증번호',
} as const;
