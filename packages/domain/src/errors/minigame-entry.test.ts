import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMaintenanceFlagSet, minigameEntry, type MinigameCheckOutcome } from './minigame-entry';

describe('mini-game entry check (spec sections 4 and 8)', () => {
  it('opens when the setting exists without the maintenance flag', () => {
    expect(minigameEntry({ ok: true, setting: { systemMaintenanceFlg: 0 } })).toEqual({ mode: 'open' });
    expect(minigameEntry({ ok: true, setting: {} })).toEqual({ mode: 'open' });
  });

  it('shows maintenance when the setting is missing', () => {
    expect(minigameEntry({ ok: true, setting: null })).toEqual({ mode: 'maintenance' });
    expect(minigameEntry({ ok: true, setting: undefined })).toEqual({ mode: 'maintenance' });
  });

  it('shows maintenance when systemMaintenanceFlg is set', () => {
    for (const flag of [true, 1, '1', 'Y', 'true']) {
      expect(minigameEntry({ ok: true, setting: { systemMaintenanceFlg: flag } })).toEqual({ mode: 'maintenance' });
    }
  });

  it('reads the flag as off for false, 0, null and off-strings', () => {
    for (const flag of [false, 0, null, undefined, '', '0', 'N', 'no', 'FALSE', ' 0 ']) {
      expect(isMaintenanceFlagSet(flag)).toBe(false);
    }
  });

  it('alerts the server text on failure, or the default', () => {
    expect(minigameEntry({ ok: false, serverText: '점검 안내' })).toEqual({ mode: 'failed', alert: '점검 안내' });
    expect(minigameEntry({ ok: false })).toEqual({
      mode: 'failed',
      alert: '문제가 발생했습니다. 시스템관리자에게 문의해주세요.',
    });
  });

  it('treats a malformed outcome as a failure', () => {
    expect(minigameEntry(null as unknown as MinigameCheckOutcome)).toEqual({
      mode: 'failed',
      alert: '문제가 발생했습니다. 시스템관리자에게 문의해주세요.',
    });
  });

  it('never throws on arbitrary outcomes', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (ok, setting) => {
        const result = minigameEntry({ ok, setting } as unknown as MinigameCheckOutcome);
        expect(['open', 'maintenance', 'failed']).toContain(result.mode);
      }),
      { numRuns: 1000 },
    );
  });
});
