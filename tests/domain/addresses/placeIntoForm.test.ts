import { describe, expect, it } from 'vitest';
import {
  AddressFormSchema,
  type GeocodedPlace,
  placeChosenIntoForm,
  placeIntoForm,
} from '../../../src/domain';
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

describe('a place put into the form: the device position, and the start of a point chosen on the map (SPEC §2 Add/Edit address)', () => {
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

  it('never overwrites a city or governorate the shopper typed with the device position', () => {
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

describe('a point the shopper chose on the map (SPEC §2 Add/Edit address: tap or drag a marker and confirm)', () => {
  /** Gazetteer places as the reverse geocoder names them (src/domain/geo/gazetteer.ts). */
  const kuwait = (locality: string, region: string): GeocodedPlace => ({
    line: `${locality}, ${region}, Kuwait`,
    country: 'Kuwait',
    countryCode: 'KW',
    region,
    locality,
  });
  const salmiyaPoint = { lat: 29.3339, lng: 48.0761 };
  const inHawalli = addressForm({
    country: 'Kuwait',
    countryCode: '+965',
    city: 'Hawalli',
    governorate: 'Hawalli',
    avenue: 'Street 5',
    block: '3',
    house: '12',
    latitude: 29.3328,
    longitude: 48.0286,
  });

  it('moves the area with a pin moved into another area, keeping the street, block and house', () => {
    expect(placeChosenIntoForm(inHawalli, salmiyaPoint, kuwait('Salmiya', 'Hawalli'), false)).toMatchObject({
      city: 'Salmiya',
      governorate: 'Hawalli',
      avenue: 'Street 5',
      block: '3',
      house: '12',
      latitude: 29.3339,
      longitude: 48.0761,
    });
  });

  it('moves the governorate too when the new area lies in another one, from an Arabic answer as well', () => {
    const kaifan = { lat: 29.338, lng: 47.958 };
    expect(placeChosenIntoForm(inHawalli, kaifan, kuwait('كيفان', 'العاصمة'), true)).toMatchObject({
      city: 'كيفان',
      governorate: 'Al Asimah',
    });
  });

  it('keeps an area that already names the point, in either language or spelling', () => {
    const typedInArabic = addressForm({ ...inHawalli, city: 'السالمية' });
    expect(placeChosenIntoForm(typedInArabic, salmiyaPoint, kuwait('Salmiya', 'Hawalli'), false).city).toBe(
      'السالمية',
    );
    const lowerCase = addressForm({ ...inHawalli, city: 'salmiya' });
    expect(placeChosenIntoForm(lowerCase, salmiyaPoint, kuwait('Salmiya', 'Hawalli'), false).city).toBe(
      'salmiya',
    );
  });

  it('keeps what is there when the answer names no area or no governorate it knows', () => {
    const vague = { ...kuwait('Salmiya', 'Somewhere'), locality: null };
    expect(placeChosenIntoForm(inHawalli, salmiyaPoint, vague, false)).toMatchObject({
      city: 'Hawalli',
      governorate: 'Hawalli',
    });
    expect(placeChosenIntoForm(inHawalli, salmiyaPoint, null, false)).toMatchObject({ city: 'Hawalli' });
  });

  it('keeps the area of an edit whose pin crossed into another country, as it keeps the country', () => {
    expect(placeChosenIntoForm(inHawalli, point, place(), false)).toMatchObject({
      country: 'Kuwait',
      city: 'Hawalli',
      governorate: 'Hawalli',
      latitude: 25.28,
    });
  });

  it('takes the area and governorate of a new address across a border, with the country', () => {
    expect(placeChosenIntoForm(inHawalli, point, place(), true)).toMatchObject({
      country: 'Qatar',
      city: 'Doha',
      governorate: 'Doha',
    });
  });
});
