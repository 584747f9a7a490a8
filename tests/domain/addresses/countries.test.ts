import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryFromName, DEFAULT_COUNTRY } from '../../../src/domain';

describe('country choices (SPEC §5 Country choices)', () => {
  it('lists the six Gulf countries with their codes', () => {
    expect(COUNTRIES.map((c) => [c.en, c.dialCode])).toEqual([
      ['Kuwait', '+965'],
      ['Saudi Arabia', '+966'],
      ['United Arab Emirates', '+971'],
      ['Bahrain', '+973'],
      ['Qatar', '+974'],
      ['Oman', '+968'],
    ]);
  });

  it('has an Arabic name and an ISO code for each', () => {
    for (const c of COUNTRIES) {
      expect(c.ar).toMatch(/[\u0600-\u06ff]/);
      expect(c.iso).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('defaults to Kuwait (SPEC §9)', () => expect(DEFAULT_COUNTRY).toEqual(COUNTRIES[0]));
});

describe('country from a geocoded name (SPEC §2 Add/Edit address)', () => {
  it('recognises English, Arabic, ISO and common aliases', () => {
    expect(countryFromName('kuwait')?.iso).toBe('KW');
    expect(countryFromName('الكويت')?.iso).toBe('KW');
    expect(countryFromName('UAE')?.iso).toBe('AE');
    expect(countryFromName('SA')?.iso).toBe('SA');
  });

  it('is null for other countries or no name', () => {
    expect(countryFromName('Egypt')).toBeNull();
    expect(countryFromName(null)).toBeNull();
  });
});
