import { describe, expect, it } from 'vitest';
import { canOpenRecommenderPages } from './route-guards';

const member = { id: 13, userId: 'recommender01', isLogin: true, type: 0, role: 2, banType: 0, withdrawalType: 0 };

describe('canOpenRecommenderPages (Not in spec: the user record names no recommender; the server refuses non-recommenders with 403)', () => {
  it('admits a logged-in member of type 0, not banned and not withdrawn', () => {
    expect(canOpenRecommenderPages(member)).toBe(true);
    expect(canOpenRecommenderPages({ ...member, type: '0', banType: '0' })).toBe(true);
  });

  it('refuses a visitor, a partner (type 1 or 2), a banned or a withdrawn member, and junk', () => {
    for (const user of [null, undefined, {}, 'recommender01', { ...member, isLogin: false, id: undefined, userId: undefined }]) {
      expect(canOpenRecommenderPages(user)).toBe(false);
    }
    expect(canOpenRecommenderPages({ ...member, type: 1 })).toBe(false);
    expect(canOpenRecommenderPages({ ...member, type: 2 })).toBe(false);
    expect(canOpenRecommenderPages({ ...member, banType: 1 })).toBe(false);
    expect(canOpenRecommenderPages({ ...member, withdrawalType: 1 })).toBe(false);
    expect(canOpenRecommenderPages({ ...member, type: undefined })).toBe(false);
  });
});
