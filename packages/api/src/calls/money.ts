// Deposit and withdrawal calls (site-and-member-services.md section 7).
import type { BankCode, BankNameSetting, ChargeRecord, DepositBonusEvent } from '@betkit/domain';
import type { ApiClient, CallOptions } from '../client';
import type { BankingSetting, ChargeListAnswer, DepositRequest, LabelSetting, WithdrawalRequest } from '../types';
import { segment } from './segment';

/** GET /code?type=BANK: the bank codes. */
export function getBankCodes(client: ApiClient, { signal }: CallOptions = {}): Promise<BankCode[]> {
  return client.request<BankCode[]>('GET', '/code', { query: { type: 'BANK' }, signal });
}

/** GET /labelSetting?kbn=charge: the deposit page's texts. */
export function getChargeLabels(client: ApiClient, { signal }: CallOptions = {}): Promise<LabelSetting[]> {
  return client.request<LabelSetting[]>('GET', '/labelSetting', { query: { kbn: 'charge' }, signal });
}

/** GET /settingBanking/level/{userType}: the account members of this level deposit to. */
export function getBankingSetting(client: ApiClient, userType: string | number, { signal }: CallOptions = {}): Promise<BankingSetting> {
  return client.request<BankingSetting>('GET', `/settingBanking/level/${segment(userType)}`, { signal });
}

/** GET /settingbankname: the bank name settings. */
export function getBankNames(client: ApiClient, { signal }: CallOptions = {}): Promise<BankNameSetting[]> {
  return client.request<BankNameSetting[]>('GET', '/settingbankname', { signal });
}

/** GET /eventDeposit/availableEvent: the deposit bonuses a member may choose. */
export function getDepositEvents(client: ApiClient, { signal }: CallOptions = {}): Promise<DepositBonusEvent[]> {
  return client.request<DepositBonusEvent[]>('GET', '/eventDeposit/availableEvent', { signal });
}

/** POST /member/check-deposit-pw {userId, bankAccountPssword}: checks the deposit password (the backend's spelling). */
export function checkDepositPassword(
  client: ApiClient,
  payload: { userId: string; bankAccountPssword: string },
  { signal }: CallOptions = {},
): Promise<unknown> {
  return client.request('POST', '/member/check-deposit-pw', { body: payload, signal });
}

/** POST /deposot-account-confirm {memberId}: asks for the deposit account (the backend's spelling). */
export function confirmDepositAccount(client: ApiClient, memberId: number, { signal }: CallOptions = {}): Promise<unknown> {
  return client.request('POST', '/deposot-account-confirm', { body: { memberId }, signal });
}

/** POST /charge with depositMode 0: a deposit request, created pending; an answer with an id means success. */
export function requestDeposit(client: ApiClient, request: DepositRequest, { signal }: CallOptions = {}): Promise<ChargeRecord> {
  return client.request<ChargeRecord>('POST', '/charge', { body: request, signal });
}

/** POST /charge with depositMode 1: a withdrawal request, created pending; an answer with an id means success. */
export function requestWithdrawal(client: ApiClient, request: WithdrawalRequest, { signal }: CallOptions = {}): Promise<ChargeRecord> {
  return client.request<ChargeRecord>('POST', '/charge', { body: request, signal });
}

/** GET /charge?memberId&perpage&page&depositMode&userDisplayFlag=1: one page of deposits or withdrawals. */
export function getCharges(
  client: ApiClient,
  query: { memberId: number; depositMode: 0 | 1; page?: number; perpage?: number },
  { signal }: CallOptions = {},
): Promise<ChargeListAnswer<ChargeRecord>> {
  const { memberId, depositMode, page = 1, perpage = 10 } = query;
  return client.request<ChargeListAnswer<ChargeRecord>>('GET', '/charge', {
    query: { memberId, perpage, page, depositMode, userDisplayFlag: 1 },
    signal,
  });
}

/** PUT /charge/{id} {id, userDisplayFlag 0}: hides one request from the member's history (soft delete). */
export function hideCharge(client: ApiClient, id: number, { signal }: CallOptions = {}): Promise<unknown> {
  return client.request('PUT', `/charge/${segment(id)}`, { body: { id, userDisplayFlag: 0 }, signal });
}

/** PUT /charge/userDelete/{memberId} {memberId, depositMode, ids?}: hides many (all of a mode without ids). */
export function hideCharges(
  client: ApiClient,
  payload: { memberId: number; depositMode: 0 | 1; ids?: readonly number[] },
  { signal }: CallOptions = {},
): Promise<unknown> {
  return client.request('PUT', `/charge/userDelete/${segment(payload.memberId)}`, { body: payload, signal });
}

/** POST /customer/ {memberId, title, questionContents}: an account enquiry to the customer centre. */
export function askCustomerCentre(
  client: ApiClient,
  payload: { memberId: number; title: string; questionContents: string },
  { signal }: CallOptions = {},
): Promise<unknown> {
  return client.request('POST', '/customer/', { body: payload, signal });
}

/** The URL of a deposit bonus image: /api/file/download/{imagePath} on the API's base URL. */
export function bonusImageUrl(client: ApiClient, imagePath: string): string {
  return `${client.options.baseUrl.replace(/\/+$/, '')}/api/file/download/${imagePath.split('/').map(segment).join('/')}`;
}
