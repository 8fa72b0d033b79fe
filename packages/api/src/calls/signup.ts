// Sign-up calls (site-and-member-services.md section 7).
import { joinMessages } from '@betkit/domain';
import type { ApiClient, CallOptions } from '../client';
import type { JoinRequest, SuggestionCodeAnswer } from '../types';

/** GET /suggestioncode?codeEquals: the recommender code's owner, or an empty answer when it is not valid. */
export function checkSuggestionCode(
  client: ApiClient,
  code: string,
  { signal }: CallOptions = {},
): Promise<SuggestionCodeAnswer | null | ''> {
  return client.request<SuggestionCodeAnswer | null | ''>('GET', '/suggestioncode', {
    query: { codeEquals: code },
    signal,
    fallbackMessage: joinMessages.unexpected,
  });
}

/** What GET /member/check looks up: one of these keys. */
export type MemberCheckQuery =
  | { userId: string }
  | { nickname: string }
  | { userIdEquals: string }
  | { nicknameEquals: string }
  | { phoneNumber: string };

/** GET /member/check: true when the id, nickname or phone number is already taken. */
export async function isMemberValueTaken(client: ApiClient, query: MemberCheckQuery, { signal }: CallOptions = {}): Promise<boolean> {
  const answer = await client.request<unknown>('GET', '/member/check', { query: { ...query }, signal, fallbackMessage: joinMessages.unexpected });
  // The spec: "truthy = taken"; an empty list or 0 is free.
  return Array.isArray(answer) ? answer.length > 0 : Boolean(answer);
}

// Spec ambiguity: "encoded phone value in the data field"; the encoding is not named, base64 of the digits is sent.
/** The data field of POST /sms/send for a phone number. */
export function encodePhoneForSms(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  return btoa(digits);
}

/** POST /sms/send {data}: sends the SMS authentication code. */
export function sendSmsCode(client: ApiClient, phoneNumber: string, { signal }: CallOptions = {}): Promise<unknown> {
  return client.request('POST', '/sms/send', {
    body: { data: encodePhoneForSms(phoneNumber) },
    signal,
    fallbackMessage: joinMessages.unexpected,
  });
}

/** GET /sms/checkAuthNumber?phonenumber&authnumber: answers the success text when the code is right. */
export function checkSmsCode(
  client: ApiClient,
  query: { phonenumber: string; authnumber: string },
  { signal }: CallOptions = {},
): Promise<string> {
  return client.request<string>('GET', '/sms/checkAuthNumber', { query: { ...query }, signal, fallbackMessage: joinMessages.unexpected });
}

/** POST /member/join {join payload}. */
export function join(client: ApiClient, payload: JoinRequest, { signal }: CallOptions = {}): Promise<unknown> {
  // Spec 8: a refused join without a text is "registration failed".
  return client.request('POST', '/member/join', { body: payload, signal, fallbackMessage: joinMessages.registrationFailed });
}
