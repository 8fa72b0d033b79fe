import { describe, expect, it } from 'vitest';
import { initialSlipFlags, slipFlagsReducer, type SlipFlagsAction } from './slip-flags';

describe('slip flags (spec: isOddsAutoChangeFlag, default true)', () => {
  it('starts with auto-accept odds change on', () => {
    expect(initialSlipFlags()).toEqual({ autoAcceptOddsChange: true });
  });

  it('toggles the flag off and on again', () => {
    const off = slipFlagsReducer(initialSlipFlags(), { type: 'toggleAutoAcceptOddsChange' });
    expect(off).toEqual({ autoAcceptOddsChange: false });
    expect(slipFlagsReducer(off, { type: 'toggleAutoAcceptOddsChange' })).toEqual({ autoAcceptOddsChange: true });
  });

  it('sets the flag, and keeps the same object when nothing changes', () => {
    const flags = initialSlipFlags();
    expect(slipFlagsReducer(flags, { type: 'setAutoAcceptOddsChange', value: false })).toEqual({ autoAcceptOddsChange: false });
    expect(slipFlagsReducer(flags, { type: 'setAutoAcceptOddsChange', value: true })).toBe(flags);
  });

  it('ignores a value that is not a boolean and unknown actions', () => {
    const flags = initialSlipFlags();
    expect(slipFlagsReducer(flags, { type: 'setAutoAcceptOddsChange', value: 0 as unknown as boolean })).toBe(flags);
    expect(slipFlagsReducer(flags, { type: 'lock' } as unknown as SlipFlagsAction)).toBe(flags);
    expect(slipFlagsReducer(flags, null as unknown as SlipFlagsAction)).toBe(flags);
  });
});
