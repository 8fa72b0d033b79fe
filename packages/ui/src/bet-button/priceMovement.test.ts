import { describe, expect, it } from 'vitest';
import { announcementDelay, betButtonName, movedPriceIds, priceDirection } from './priceMovement';

describe('priceDirection', () => {
  it('given a higher floored price, is up; a lower one, down', () => {
    expect(priceDirection(1.85, 2.1)).toBe('up');
    expect(priceDirection(2.1, 1.95)).toBe('down');
  });
  it('given no previous price or a move inside one hundredth, is undefined', () => {
    expect(priceDirection(undefined, 1.85)).toBeUndefined();
    expect(priceDirection(1.851, 1.858)).toBeUndefined();
  });
});

describe('betButtonName', () => {
  it('reads the team for 1 and 2, 무승부 for X, free text as is, the price floored', () => {
    expect(betButtonName({ betName: '1', price: 1.859, homeName: '울산 HD', awayName: '전북 현대' })).toBe('울산 HD 승 1.85');
    expect(betButtonName({ betName: '2', price: 4.2, homeName: '울산 HD', awayName: '전북 현대' })).toBe('전북 현대 승 4.20');
    expect(betButtonName({ betName: 'X', price: 3.4 })).toBe('무승부 3.40');
    expect(betButtonName({ betName: '오버', price: 1.9 })).toBe('오버 1.90');
  });
  it('reads an English bet name in Korean, without a win word', () => {
    expect(betButtonName({ betName: 'Over', price: 1.9, homeName: '울산 HD', awayName: '전북 현대' })).toBe('오버 1.90');
    expect(betButtonName({ betName: 'Even', price: 1.95 })).toBe('짝 1.95');
  });
  it('without team names, keeps the raw 1 or 2', () => {
    expect(betButtonName({ betName: '1', price: 1.5 })).toBe('1 1.50');
  });
  it('adds the direction words, or the suspended word instead of the price', () => {
    expect(betButtonName({ betName: 'X', price: 3.5, direction: 'up' })).toBe('무승부 3.50 배당 상승');
    expect(betButtonName({ betName: 'X', price: 3.3, direction: 'down' })).toBe('무승부 3.30 배당 하락');
    expect(betButtonName({ betName: '1', price: 1.5, homeName: '울산 HD', suspended: true })).toBe('울산 HD 승 베팅 중지');
  });
  it('takes word overrides', () => {
    expect(betButtonName({ betName: '1', price: 1.5, homeName: 'Ulsan', labels: { win: 'win' } })).toBe('Ulsan win 1.50');
  });
});

describe('movedPriceIds', () => {
  it('lists ids whose floored price changed, ignoring added and removed ids', () => {
    expect(movedPriceIds({ a: 1.85, b: 2, c: 3 }, { a: 1.9, b: 2.001, d: 4 })).toEqual(['a']);
  });
});

describe('announcementDelay', () => {
  it('given nothing said yet, speaks at once', () => {
    expect(announcementDelay(null, 10_000, 3000)).toBe(0);
  });
  it('given a recent announcement, waits for the rest of the interval', () => {
    expect(announcementDelay(10_000, 11_000, 3000)).toBe(2000);
  });
  it('given an old announcement, speaks at once', () => {
    expect(announcementDelay(10_000, 20_000, 3000)).toBe(0);
  });
});
