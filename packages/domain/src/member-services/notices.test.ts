import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NOTICE_WIDGET_PAGE_SIZE,
  boardEntries,
  boardEntryDate,
  canWriteNotice,
  findBoardEntry,
  latestNotices,
  newestFirst,
  noticeContentsMessage,
  noticeDraftMessage,
  noticeHtmlFromText,
  noticeMessages,
  noticeTitleMessage,
} from './notices';
import { customerEnquiryMessage } from '../money-services/customer-enquiry';

const post = (id: number, createdAt?: string) => ({ id, title: `공지 ${id}`, contents: `<p>${id}</p>`, ...(createdAt ? { createdAt } : {}) });

describe('the notice widget', () => {
  it('"notice widget page size 5": the latest 5 notices, newest first', () => {
    expect(NOTICE_WIDGET_PAGE_SIZE).toBe(5);
    const list = [1, 2, 3, 4, 5, 6, 7].map((day) => post(day, `2026-11-0${day} 10:00:00`));
    expect(latestNotices(list).map(({ id }) => id)).toEqual([7, 6, 5, 4, 3]);
    expect(latestNotices(list.slice(0, 2)).map(({ id }) => id)).toEqual([2, 1]);
  });

  it('"date (YY.MM.DD)": a server time in Korean time; createTimestamp when createdAt is missing', () => {
    expect(boardEntryDate({ createdAt: '2026-11-24 23:59:59' })).toBe('26.11.24');
    // 15:30 UTC is 00:30 the next day in Seoul.
    expect(boardEntryDate({ createdAt: '2026-11-24T15:30:00Z' })).toBe('26.11.25');
    expect(boardEntryDate({ createTimestamp: '2025-01-02 08:00:00' })).toBe('25.01.02');
    expect(boardEntryDate({ createdAt: 'junk' })).toBe('');
    expect(boardEntryDate({})).toBe('');
  });

  it('undated posts come last and equal times fall back to the higher id', () => {
    const list = [post(1), post(2, '2026-11-01 10:00:00'), post(3, '2026-11-01 10:00:00')];
    expect(newestFirst(list).map(({ id }) => id)).toEqual([3, 2, 1]);
  });

  it('junk lists and rows are dropped, never thrown on', () => {
    expect(latestNotices(null)).toEqual([]);
    expect(latestNotices({ list: [] })).toEqual([]);
    expect(boardEntries([null, 1, 'x', { id: 'a', title: 't' }, { id: 2 }, { id: '3', title: 't' }])).toEqual([
      { id: 3, title: 't', contents: '' },
    ]);
  });

  it('any list gives at most 5, each from the list, in time order', () => {
    const stamp = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.integer(), title: fc.string(), contents: fc.string(), createdAt: stamp })), (list) => {
        const latest = latestNotices(list);
        expect(latest.length).toBe(Math.min(5, list.length));
        const times = latest.map(({ createdAt }) => Date.parse(createdAt ?? ''));
        expect([...times].sort((a, b) => b - a)).toEqual(times);
      }),
    );
  });
});

describe('findBoardEntry', () => {
  it("finds the detail route's notice by its id text; a missing or junk id finds none", () => {
    const list = [post(4), post(9)];
    expect(findBoardEntry(list, '9')?.title).toBe('공지 9');
    expect(findBoardEntry(list, '10')).toBeUndefined();
    expect(findBoardEntry(list, 'abc')).toBeUndefined();
    expect(findBoardEntry('junk', '4')).toBeUndefined();
  });
});

describe('canWriteNotice', () => {
  it('"Only role 1 sees the notice write icon": role 1 (or "1") yes; 0, 2, 10, a guest and junk no', () => {
    expect(canWriteNotice({ role: 1 })).toBe(true);
    expect(canWriteNotice({ role: '1' })).toBe(true);
    for (const role of [0, 2, 10, 1.5, null, 'x']) expect(canWriteNotice({ role })).toBe(false);
    expect(canWriteNotice(null)).toBe(false);
    expect(canWriteNotice(undefined)).toBe(false);
  });
});

describe('a written notice', () => {
  it('"공지가 없습니다" is the empty board text', () => {
    expect(noticeMessages.empty).toBe('공지가 없습니다');
  });

  it('title: required, at most 100 characters once trimmed', () => {
    expect(noticeTitleMessage('  ')).toBe('제목을 입력해주세요.');
    expect(noticeTitleMessage(undefined)).toBe('제목을 입력해주세요.');
    expect(noticeTitleMessage('가'.repeat(100))).toBeNull();
    expect(noticeTitleMessage('가'.repeat(101))).toBe('제목은 100자 이내로 입력해주세요.');
  });

  it('body: required, at most 10,000 characters', () => {
    expect(noticeContentsMessage('')).toBe('내용을 입력해주세요.');
    expect(noticeContentsMessage('a'.repeat(10_000))).toBeNull();
    expect(noticeContentsMessage('a'.repeat(10_001))).toBe('내용은 10,000자 이내로 입력해주세요.');
  });

  it('the draft check reports the title first, and shares its texts with the customer enquiry', () => {
    expect(noticeDraftMessage({})).toBe('제목을 입력해주세요.');
    expect(noticeDraftMessage({ title: '점검 안내' })).toBe('내용을 입력해주세요.');
    expect(noticeDraftMessage({ title: '점검 안내', contents: '<p>06:00</p>' })).toBeNull();
    expect(customerEnquiryMessage({ title: '가'.repeat(51), questionContents: 'x' })).toBe('제목은 50자 이내로 입력해주세요.');
  });
});

describe('noticeHtmlFromText', () => {
  it('makes each typed line a paragraph and escapes markup, so a writer cannot post HTML by accident', () => {
    expect(noticeHtmlFromText('점검 안내\n\n  06:00~08:00 <b>점검</b> & "공지"  \r\n끝')).toBe(
      '<p>점검 안내</p><p>06:00~08:00 &lt;b&gt;점검&lt;/b&gt; &amp; &quot;공지&quot;</p><p>끝</p>',
    );
    expect(noticeHtmlFromText('  \n ')).toBe('');
  });
});
