import { describe, expect, it } from 'vitest';
import { isHistoryKey, slipPageKey } from './historyKeys';
import { readHistoryQuery } from './useHistoryRoute';

const query = (search: string) => readHistoryQuery(new URLSearchParams(search));

describe('the history URL', () => {
  it('opens sports on page 1 without a query (/bet_result and /bet_result/sports)', () => {
    expect(query('')).toEqual({ tab: '1', gameType: 1, page: 1, customerMode: false, betSlipIds: '' });
  });

  it('reads the tab and the page: ?type=2&page=3', () => {
    expect(query('type=2&page=3')).toMatchObject({ tab: '2', gameType: 2, page: 3 });
  });

  it('reads the casino tab, which has no slip game type', () => {
    expect(query('type=casino')).toMatchObject({ tab: 'casino', gameType: null });
  });

  it('falls back to sports and page 1 on junk', () => {
    expect(query('type=9&page=-2')).toMatchObject({ tab: '1', page: 1 });
    expect(query('page=1.5')).toMatchObject({ page: 1 });
  });

  it('reads customer-page mode with its slip filter, and has no casino tab there', () => {
    expect(query('customer=1&betSlipIds=12, 13,x,12')).toMatchObject({ customerMode: true, betSlipIds: '12,13' });
    expect(query('customer=1&type=casino')).toMatchObject({ tab: '1', gameType: 1 });
  });

  it('ignores the slip filter outside customer-page mode', () => {
    expect(query('betSlipIds=12')).toMatchObject({ customerMode: false, betSlipIds: '' });
  });
});

describe('history keys', () => {
  it('start with me:history, so a placed bet revalidates them', () => {
    const key = slipPageKey(7, { page: 2, gameType: 1, perpage: 10, memberUserId: 'demo01', user: 1 });
    expect(key).toBe('me:history:slips:7:page=2&gameType=1&perpage=10&memberUserId=demo01&user=1');
    expect(isHistoryKey(key)).toBe(true);
    expect(isHistoryKey('me:user:7')).toBe(false);
  });
});
