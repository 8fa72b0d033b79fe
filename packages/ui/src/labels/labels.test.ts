import { describe, expect, expectTypeOf, it } from 'vitest';
import { mergeLabels, type Labels, type ResolvedLabels } from './labels';

const sampleLabels = {
  title: '베팅카트',
  pickCount: (count: number) => `${count}개 선택`,
  tabs: { sports: '스포츠', live: '실시간' },
} as const;

describe('mergeLabels', () => {
  it('given no overrides, returns the defaults', () => {
    expect(mergeLabels(sampleLabels)).toBe(sampleLabels);
  });

  it('given a translated title, replaces only the title', () => {
    const merged = mergeLabels(sampleLabels, { title: 'Bet slip' });
    expect(merged.title).toBe('Bet slip');
    expect(merged.pickCount(2)).toBe('2개 선택');
    expect(merged.tabs).toEqual({ sports: '스포츠', live: '실시간' });
  });

  it('given part of a group, keeps the group’s other labels', () => {
    const merged = mergeLabels(sampleLabels, { tabs: { live: 'Live' } });
    expect(merged.tabs).toEqual({ sports: '스포츠', live: 'Live' });
  });

  it('given a label function, uses it', () => {
    const merged = mergeLabels(sampleLabels, { pickCount: (count) => `${count} picks` });
    expect(merged.pickCount(3)).toBe('3 picks');
  });

  it('given an override set to undefined, keeps the default', () => {
    expect(mergeLabels(sampleLabels, { title: undefined }).title).toBe('베팅카트');
  });

  it('widens literal types so a translation type-checks', () => {
    expectTypeOf<Labels<typeof sampleLabels>['title']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ResolvedLabels<typeof sampleLabels>['tabs']['live']>().toEqualTypeOf<string>();
    expectTypeOf<ResolvedLabels<typeof sampleLabels>['pickCount']>().toEqualTypeOf<(count: number) => string>();
  });
});
