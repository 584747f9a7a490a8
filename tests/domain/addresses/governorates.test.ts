import { describe, expect, it } from 'vitest';
import { hasGovernorateList, KUWAIT_GOVERNORATES, limitGovernorateInput } from '../../../src/domain';

describe('Kuwait governorates (SPEC §5)', () => {
  it('uses the first reading of SPEC, with Arabic names', () => {
    expect(KUWAIT_GOVERNORATES.map((g) => g.en)).toEqual([
      'Al Asimah',
      'Hawalli',
      'Al Farwaniyah',
      'Mubarak Al-Kabeer',
      'Al Ahmadi',
      'Al Jahra',
    ]);
    for (const g of KUWAIT_GOVERNORATES) expect(g.ar).toMatch(/[\u0600-\u06ff]/);
  });

  it('is a list for Kuwait and free text elsewhere', () => {
    expect(hasGovernorateList('Kuwait')).toBe(true);
    expect(hasGovernorateList('Qatar')).toBe(false);
  });

  it('limits free text to 50 characters', () => {
    expect(limitGovernorateInput('x'.repeat(60))).toHaveLength(50);
    expect(limitGovernorateInput('Doha')).toBe('Doha');
  });
});
