// The member's messages and alert settings (both specs' section 7).
import type { SiteMessage } from '@betkit/domain';
import type { ApiClient, CallOptions } from '../client';
import type { AlertCountType, AlertSettings } from '../types';
import { segment } from './segment';

/** GET /message/unread/{memberId}: the unread messages (non-empty sends the member to /message). */
export function getUnreadMessages(client: ApiClient, memberId: number, { signal }: CallOptions = {}): Promise<SiteMessage[]> {
  return client.request<SiteMessage[]>('GET', `/message/unread/${segment(memberId)}`, { signal });
}

/** GET /message/user/{id}: the member's messages. */
export function getMessages(client: ApiClient, memberId: number, { signal }: CallOptions = {}): Promise<SiteMessage[]> {
  return client.request<SiteMessage[]>('GET', `/message/user/${segment(memberId)}`, { signal });
}

/** PUT /message/ {id, confirmStatus 1}: marks a message read when opened. */
export function markMessageRead(client: ApiClient, id: number, { signal }: CallOptions = {}): Promise<unknown> {
  return client.request('PUT', '/message/', { body: { id, confirmStatus: 1 }, signal });
}

/** PUT /message/delete [{id, userDeleteFlg 1}]: deletes read messages (unread ones cannot be deleted). */
export function deleteMessages(client: ApiClient, ids: readonly number[], { signal }: CallOptions = {}): Promise<unknown> {
  return client.request('PUT', '/message/delete', { body: ids.map((id) => ({ id, userDeleteFlg: 1 })), signal });
}

/** POST /member/resetAlertCount {type}: resets a notification's counter. */
export function resetAlertCount(client: ApiClient, type: AlertCountType, { signal }: CallOptions = {}): Promise<unknown> {
  return client.request('POST', '/member/resetAlertCount', { body: { type }, signal });
}

/** GET /member/alertInfo: the member's alert settings. */
export function getAlertSettings(client: ApiClient, { signal }: CallOptions = {}): Promise<AlertSettings> {
  return client.request<AlertSettings>('GET', '/member/alertInfo', { signal });
}

/** POST /member/updateAlert {alert settings}: saves the alert settings (my page). */
export function updateAlertSettings(client: ApiClient, settings: AlertSettings, { signal }: CallOptions = {}): Promise<unknown> {
  return client.request('POST', '/member/updateAlert', { body: settings, signal });
}
