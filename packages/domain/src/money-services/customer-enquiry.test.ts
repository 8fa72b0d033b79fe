import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_CONTENTS_MAX,
  CUSTOMER_TITLE_MAX,
  customerContentsMessage,
  customerEnquiryMessage,
  customerTitleMessage,
} from './customer-enquiry';

describe('the customer centre enquiry (POST /customer/ {memberId, title, questionContents})', () => {
  it('needs a title and a question, blanks included', () => {
    expect(customerTitleMessage('')).toBe('제목을 입력해주세요.');
    expect(customerTitleMessage('   ')).toBe('제목을 입력해주세요.');
    expect(customerTitleMessage(undefined)).toBe('제목을 입력해주세요.');
    expect(customerContentsMessage('\n\t ')).toBe('내용을 입력해주세요.');
    expect(customerContentsMessage(42)).toBe('내용을 입력해주세요.');
  });

  it('takes 50 title characters and 2,000 question characters, counting a Korean syllable or an emoji as one', () => {
    expect(CUSTOMER_TITLE_MAX).toBe(50);
    expect(CUSTOMER_CONTENTS_MAX).toBe(2000);
    expect(customerTitleMessage('가'.repeat(50))).toBeNull();
    expect(customerTitleMessage('😀'.repeat(50))).toBeNull();
    expect(customerTitleMessage('가'.repeat(51))).toBe('제목은 50자 이내로 입력해주세요.');
    expect(customerContentsMessage('문'.repeat(2000))).toBeNull();
    expect(customerContentsMessage('문'.repeat(2001))).toBe('내용은 2,000자 이내로 입력해주세요.');
    // Surrounding blanks do not count.
    expect(customerTitleMessage(`  ${'가'.repeat(50)}  `)).toBeNull();
  });

  it('answers the first problem of an enquiry, title first', () => {
    expect(customerEnquiryMessage({ title: '', questionContents: '' })).toBe('제목을 입력해주세요.');
    expect(customerEnquiryMessage({ title: '출금 문의', questionContents: ' ' })).toBe('내용을 입력해주세요.');
    expect(customerEnquiryMessage({ title: '출금 문의', questionContents: '출금이 지연되고 있습니다.' })).toBeNull();
  });
});
