import { describe, expect, it } from 'vitest';
import { chargeHistoryMessages } from '../messages';
import { CHARGE_HISTORY_PAGE_SIZE, hideSelectionMessage } from './charge-history';

describe('charge histories (spec 8 "History delete: nothing selected \'select a target\'"; spec 9 "10 per page")', () => {
  it('pages by 10', () => {
    expect(CHARGE_HISTORY_PAGE_SIZE).toBe(10);
  });
  it('refuses hiding nothing with the select-a-target text', () => {
    expect(hideSelectionMessage([])).toBe('삭제할 대상을 선택해주세요.');
    expect(hideSelectionMessage(undefined)).toBe(chargeHistoryMessages.selectTarget);
    expect(hideSelectionMessage([12])).toBeNull();
  });
  it('has Korean texts for deletion complete, failed and unexpected', () => {
    expect(chargeHistoryMessages).toEqual({
      selectTarget: '삭제할 대상을 선택해주세요.',
      deleted: '삭제가 완료되었습니다.',
      deleteFailed: '삭제에 실패했습니다.',
      deleteUnexpected: '예상치 못한 문제가 발생했습니다.',
    });
  });
});
