// The demo backend refuses a withdrawal by the same rules as the form, even when the client is bypassed.
import { beforeEach, describe, expect, it } from 'vitest';
import * as api from '@betkit/api';
import type { WithdrawalRequest } from '@betkit/api';
import { chargeStatusLabel, withdrawMessages } from '@betkit/domain';
import { demoServerForFile } from './testServer.fixtures';

const base = 'https://withdraw.test';
// 21:00 in Korean time: outside the bank maintenance window.
let clock = new Date('2026-11-22T12:00:00Z');
const { server, as } = demoServerForFile(base, () => clock);
beforeEach(() => {
  clock = new Date('2026-11-22T12:00:00Z');
});

const withdrawal = (memberId: number, depositAmount: number): WithdrawalRequest => ({
  memberId,
  depositMode: 1,
  depositAmount,
  depositName: '김민준',
  duplicate: 0,
  status: 0,
  type: 0,
  depositDate: '2026-11-22 21:00:00',
  confirmFlag: 0,
  userDisplayFlag: 1,
});

const setEmoney = (userId: string, emoney: number) => {
  server.demo.store.get().data.members.find((m) => m.userId === userId)!.emoney = emoney;
};

describe('given a withdrawal sent straight to the api', () => {
  it('when it is above the member\u2019s money, it is refused with the form\u2019s text and nothing is taken', async () => {
    const { client, user } = await as('demo01');
    await expect(api.requestWithdrawal(client, withdrawal(user.id, user.emoney + 10_000 - (user.emoney % 10_000)))).rejects.toMatchObject({
      status: 400,
      message: '보유머니보다 많은 금액을 입력하셨습니다.',
    });
    await expect(api.getMember(client, user.id)).resolves.toMatchObject({ emoney: user.emoney });
  });

  it('when it is within the money, it is created pending and shows as being checked', async () => {
    const { client, user } = await as('demo01');
    const created = await api.requestWithdrawal(client, withdrawal(user.id, 10_000));
    expect(created).toMatchObject({ id: expect.any(Number), status: 0, depositMode: 1 });
    const { list } = await api.getCharges(client, { memberId: user.id, depositMode: 1 });
    expect(chargeStatusLabel(list[0]!.status, 1)).toBe('출금확인중');
  });

  it('when it is above a level 1-2 maximum, it is refused; a VVIP may withdraw more', async () => {
    setEmoney('demo01', 50_000_000);
    setEmoney('vvip01', 50_000_000);
    const member = await as('demo01');
    await expect(api.requestWithdrawal(member.client, withdrawal(member.user.id, 20_010_000))).rejects.toMatchObject({
      message: '1회 최대 출금금액은 20,000,000원입니다.',
    });
    const vvip = await as('vvip01');
    await expect(api.requestWithdrawal(vvip.client, withdrawal(vvip.user.id, 40_000_000))).resolves.toMatchObject({ status: 0 });
  });

  it('when it is sent between 23:30 and 00:30 Korean time, it is refused; at 00:30 it is taken', async () => {
    const { client, user } = await as('demo01');
    clock = new Date('2026-11-22T14:30:00Z');
    await expect(api.requestWithdrawal(client, withdrawal(user.id, 10_000))).rejects.toMatchObject({ message: withdrawMessages.maintenance });
    clock = new Date('2026-11-22T15:29:59Z');
    await expect(api.requestWithdrawal(client, withdrawal(user.id, 10_000))).rejects.toMatchObject({ message: withdrawMessages.maintenance });
    clock = new Date('2026-11-22T15:30:00Z');
    await expect(api.requestWithdrawal(client, withdrawal(user.id, 10_000))).resolves.toMatchObject({ status: 0 });
  });
});

describe('given the history of a member', () => {
  it('hiding one request (even one still processing) removes it from the list', async () => {
    const { client, user } = await as('demo01');
    const before = await api.getCharges(client, { memberId: user.id, depositMode: 0 });
    const pending = before.list.find((row) => row.status === 0)!;
    await api.hideCharge(client, pending.id);
    const after = await api.getCharges(client, { memberId: user.id, depositMode: 0 });
    expect(after.totalCount).toBe(before.totalCount - 1);
    expect(after.list.some((row) => row.id === pending.id)).toBe(false);
  });

  it('hiding selected requests hides those only; hiding all of a mode leaves the other mode', async () => {
    const { client, user } = await as('demo01');
    const deposits = await api.getCharges(client, { memberId: user.id, depositMode: 0 });
    const chosen = deposits.list.slice(0, 2).map((row) => row.id);
    await api.hideCharges(client, { memberId: user.id, depositMode: 0, ids: chosen });
    await expect(api.getCharges(client, { memberId: user.id, depositMode: 0 })).resolves.toMatchObject({ totalCount: deposits.totalCount - 2 });
    const withdrawals = await api.getCharges(client, { memberId: user.id, depositMode: 1 });
    await api.hideCharges(client, { memberId: user.id, depositMode: 0 });
    await expect(api.getCharges(client, { memberId: user.id, depositMode: 0 })).resolves.toMatchObject({ totalCount: 0 });
    await expect(api.getCharges(client, { memberId: user.id, depositMode: 1 })).resolves.toMatchObject({ totalCount: withdrawals.totalCount });
  });
});
