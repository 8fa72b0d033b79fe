import { describe, expect, it } from 'vitest';
import { canonicalSport } from './sports';

describe('canonicalSport', () => {
  it("reads the spec menu's 'E-Games' (sport id 687890) as esports, whatever its case", () => {
    expect(canonicalSport('E-Games')).toBe('Esports');
    expect(canonicalSport('e-games')).toBe('Esports');
  });
});
