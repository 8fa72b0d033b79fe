import { describe, expect, it } from 'vitest';
import { createGlobalDialogStore } from './globalDialogStore';

describe('createGlobalDialogStore', () => {
  it('shows one dialog at a time, in the order they were asked for', () => {
    const store = createGlobalDialogStore();
    void store.alert('예상치못한 문제가 발생했습니다.');
    void store.confirm('해당 주문을 취소하시겠습니까?');
    expect(store.current()).toMatchObject({ kind: 'alert', message: '예상치못한 문제가 발생했습니다.' });
    store.settle(true);
    expect(store.current()).toMatchObject({ kind: 'confirm', message: '해당 주문을 취소하시겠습니까?' });
  });

  it('given the same alert text already waiting, shows it once and resumes both callers when it closes', async () => {
    const store = createGlobalDialogStore();
    const closed: string[] = [];
    const first = store.alert('예상치못한 문제가 발생했습니다.').then(() => closed.push('first'));
    const second = store.alert('예상치못한 문제가 발생했습니다.').then(() => closed.push('second'));
    expect(store.current()?.message).toBe('예상치못한 문제가 발생했습니다.');
    store.settle(true);
    expect(store.current()).toBeUndefined();
    await Promise.all([first, second]);
    expect(closed).toEqual(['first', 'second']);
  });

  it('given the same text after the first was closed, shows it again', () => {
    const store = createGlobalDialogStore();
    void store.alert('로그아웃 되었습니다.');
    store.settle(true);
    void store.alert('로그아웃 되었습니다.');
    expect(store.current()?.message).toBe('로그아웃 되었습니다.');
  });

  it('runs a confirm’s stored callback only when accepted', async () => {
    const store = createGlobalDialogStore();
    let ran = 0;
    const declined = store.confirm('삭제하시겠습니까?', () => (ran += 1));
    store.settle(false);
    expect(await declined).toBe(false);
    const accepted = store.confirm('삭제하시겠습니까?', () => (ran += 1));
    store.settle(true);
    expect(await accepted).toBe(true);
    expect(ran).toBe(1);
  });

  it('runs the message popup’s stored callback however it closes, once, and without one just closes', async () => {
    const store = createGlobalDialogStore();
    let ran = 0;
    const closed = store.message('새로고침 되었습니다', () => (ran += 1));
    expect(store.current()).toMatchObject({ kind: 'message', message: '새로고침 되었습니다' });
    store.settle(false);
    await closed;
    expect(ran).toBe(1);
    store.settle(true);
    expect(ran).toBe(1);
    const plain = store.message('삭제되었습니다.');
    store.settle(false);
    await expect(plain).resolves.toBeUndefined();
    expect(store.current()).toBeUndefined();
  });
});
