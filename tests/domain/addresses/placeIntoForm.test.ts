import { describe, expect, it } from 'vitest';
import { AddressFormSchema, type GeocodedPlace, placeIntoForm } from '../../../src/domain';
import { addressForm } from '../factories';

const blank = AddressFormSchema.parse({});
const place = (o: Partial<GeocodedPlace> = {}): GeocodedPlace => ({
  line: 'Doha, Qatar',
  country: 'Qatar',
  countryCode: 'QA',
  region: 'Doha',
  locality: 'Doha',
  ...o,
});
const point = { lat: 25.28, lng: 51.53 };

describe('a point chosen on the map (SPEC §2 Add/Edit address)', () => {
  it('guesses the country of a new address from the geocoded country, with its dial code', () => {
    expect(placeIntoForm(blank, point, place(), true)).toMatchObject({
      country: 'Qatar',
      countryCode: '+974',
      city: 'Doha',
      governorate: 'Doha',
      latitude: 25.28,
      longitude: 51.53,
    });
  });

  it('guesses from an Arabic country name too', () => {
    const form = placeIntoForm(blank, point, place({ country: 'عُمان', countryCode: null }), true);
    expect(form.country).toBe('Oman');
  });

  it('fills the Kuwait dropdown with the listed spelling, from English or Arabic (SPEC §5 Kuwait governorates)', () => {
    const kw = { country: 'Kuwait', countryCode: 'KW', locality: 'السالمية' };
    expect(placeIntoForm(blank, point, place({ ...kw, region: 'حولي' }), true).governorate).toBe('Hawalli');
    expect(placeIntoForm(blank, point, place({ ...kw, region: 'Al Ahmadi' }), true).governorate).toBe(
      'Al Ahmadi',
    );
    expect(placeIntoForm(blank, point, place({ ...kw, region: 'Somewhere' }), true).governorate).toBe('');
  });

  it('keeps a free-text governorate within 50 characters elsewhere', () => {
    const long = 'x'.repeat(80);
    expect(placeIntoForm(blank, point, place({ region: long }), true).governorate).toHaveLength(50);
  });

  it('never overwrites a city or governorate the shopper typed', () => {
    const typed = addressForm({
      country: 'Qatar',
      countryCode: '+974',
      city: 'My city',
      governorate: 'My area',
    });
    expect(placeIntoForm(typed, point, place(), true)).toMatchObject({
      city: 'My city',
      governorate: 'My area',
    });
  });

  it('fills the street and block the answer names while they are empty, never over what was typed', () => {
    const kw = place({
      country: 'Kuwait',
      countryCode: 'KW',
      region: 'Hawalli',
      street: 'Street 12',
      block: '5',
    });
    expect(placeIntoForm(blank, point, kw, true)).toMatchObject({ avenue: 'Street 12', block: '5' });
    const typed = addressForm({ avenue: 'Gulf Road', block: '9' });
    expect(placeIntoForm(typed, point, kw, false)).toMatchObject({ avenue: 'Gulf Road', block: '9' });
    expect(placeIntoForm(blank, point, place(), true)).toMatchObject({ avenue: '', block: '' });
  });

  it('keeps the country of an address being edited', () => {
    const editing = addressForm({ country: 'Kuwait', countryCode: '+965' });
    expect(placeIntoForm(editing, point, place(), false)).toMatchObject({
      country: 'Kuwait',
      countryCode: '+965',
      latitude: 25.28,
    });
  });

  it('moves only the coordinates when nothing was found there', () => {
    expect(placeIntoForm(addressForm(), point, null, true)).toEqual({
      ...addressForm(),
      latitude: 25.28,
      longitude: 51.53,
    });
  });
});
