import { describe, expect, it } from 'vitest';
import { HOLDEM_IDLE, holdemEntryTransition, holdemStart, type HoldemEntryState } from './holdem';

const ready = { isLogin: true, revolutionMaintenanceFlag: 0, revolutionUseFlag: 1, revolutionUid: 'u1' };

describe('holdemStart (spec 4: "requires login, then a maintenance check, then a use-permission check, then creation of the provider account if there is no uid, then a link")', () => {
  it('login first: "로그인 후 이용 가능합니다"', () => {
    expect(holdemStart({ ...ready, isLogin: false })).toEqual({ step: 'failed', message: '로그인 후 이용 가능합니다' });
    expect(holdemStart(null)).toEqual({ step: 'failed', message: '로그인 후 이용 가능합니다' });
  });
  it('maintenance: "레볼루션 홀덤은 현재 점검중입니다."', () => {
    expect(holdemStart({ ...ready, revolutionMaintenanceFlag: true })).toEqual({ step: 'failed', message: '레볼루션 홀덤은 현재 점검중입니다.' });
    expect(holdemStart({ ...ready, revolutionMaintenanceFlag: 'Y' }).step).toBe('failed');
  });
  it('spec 5: "Holdem requires revolutionUseFlag not 0": "레볼루션 이용 불가 회원입니다."', () => {
    expect(holdemStart({ ...ready, revolutionUseFlag: 0 })).toEqual({ step: 'failed', message: '레볼루션 이용 불가 회원입니다.' });
    expect(holdemStart({ ...ready, revolutionUseFlag: '0' }).step).toBe('failed');
    expect(holdemStart({ ...ready, revolutionUseFlag: undefined }).step).toBe('failed');
    expect(holdemStart({ ...ready, revolutionUseFlag: 'true' }).step).toBe('fetchingLink');
  });
  it('creates the account when there is no uid, else fetches the link', () => {
    expect(holdemStart({ ...ready, revolutionUid: '' })).toEqual({ step: 'creatingAccount' });
    expect(holdemStart({ ...ready, revolutionUid: null })).toEqual({ step: 'creatingAccount' });
    expect(holdemStart(ready)).toEqual({ step: 'fetchingLink' });
  });
});

describe('holdemEntryTransition', () => {
  const creating: HoldemEntryState = { step: 'creatingAccount' };
  const fetching: HoldemEntryState = { step: 'fetchingLink' };
  it('start runs the checks', () => {
    expect(holdemEntryTransition(HOLDEM_IDLE, { type: 'start', context: ready })).toEqual(fetching);
  });
  it('spec 7: "response code; 1 = success", else "알 수 없는 에러가 발생하였습니다. 관리자에게 문의부탁드리겠습니다."', () => {
    expect(holdemEntryTransition(creating, { type: 'accountCreated', code: 1 })).toEqual(fetching);
    expect(holdemEntryTransition(creating, { type: 'accountCreated', code: 2 })).toEqual({
      step: 'failed',
      message: '알 수 없는 에러가 발생하였습니다. 관리자에게 문의부탁드리겠습니다.',
    });
    expect(holdemEntryTransition(HOLDEM_IDLE, { type: 'accountCreated', code: 1 })).toBe(HOLDEM_IDLE);
  });
  it('spec 7: "payload: URL opened in a new window"', () => {
    expect(holdemEntryTransition(fetching, { type: 'linkLoaded', url: 'https://h.example/x' })).toEqual({ step: 'open', url: 'https://h.example/x' });
    expect(holdemEntryTransition(fetching, { type: 'linkLoaded', url: '' })).toEqual({
      step: 'failed',
      message: '알수없는 에러가 발생했습니다. 관리자에게 문의하여 주세요.',
    });
    expect(holdemEntryTransition(creating, { type: 'linkLoaded', url: 'x' })).toBe(creating);
  });
  it('spec 8: "Other holdem errors: response body, else a default error message."', () => {
    expect(holdemEntryTransition(fetching, { type: 'requestFailed', body: '서버 오류' })).toEqual({ step: 'failed', message: '서버 오류' });
    expect(holdemEntryTransition(creating, { type: 'requestFailed' })).toEqual({
      step: 'failed',
      message: '알수없는 에러가 발생했습니다. 관리자에게 문의하여 주세요.',
    });
    expect(holdemEntryTransition(HOLDEM_IDLE, { type: 'requestFailed', body: 'x' })).toBe(HOLDEM_IDLE);
  });
});
