import { describe, expect, it } from 'vitest';
import {
  addressProblems,
  invalidAddressFields,
  requiredAddressFields,
  validateAddressForm,
} from '../../../src/domain';
import { addressForm } from '../factories';

/** A complete address outside Kuwait: SPEC's simple form. */
const saudi = addressForm({
  country: 'Saudi Arabia',
  governorate: 'Riyadh',
  city: 'Riyadh',
  avenue: 'King Fahd Road',
  apartment: 'Tower 2',
  block: '',
  house: '',
});

describe('address save (SPEC §5 Address save)', () => {
  it('accepts a complete form', () => {
    expect(validateAddressForm(addressForm())).toBeNull();
    expect(validateAddressForm(saudi)).toBeNull();
  });

  it('needs a phone of at least 8 digits', () => {
    expect(validateAddressForm(addressForm({ phone: '5123 456' }))).toBe('invalidPhone');
  });

  it('needs a location chosen on the map', () => {
    expect(validateAddressForm(addressForm({ latitude: null }))).toBe('selectLocationOnMap');
    expect(validateAddressForm(addressForm({ longitude: null }))).toBe('selectLocationOnMap');
  });

  it.each(['fullName', 'apartment', 'city', 'governorate', 'country'] as const)('requires %s', (field) => {
    expect(validateAddressForm({ ...saudi, [field]: '  ' })).toBe('fillRequiredFields');
  });

  it('does not require the avenue/street outside Kuwait', () => {
    expect(validateAddressForm({ ...saudi, avenue: '' })).toBeNull();
  });

  it('checks the phone before the location and the location before the other fields', () => {
    expect(validateAddressForm(addressForm({ phone: '', latitude: null, city: '' }))).toBe('invalidPhone');
    expect(validateAddressForm(addressForm({ latitude: null, city: '' }))).toBe('selectLocationOnMap');
  });

  it('finds every problem at once, in the order SPEC lists them', () => {
    const empty = addressForm({ phone: '12', latitude: null, fullName: '', house: '' });
    expect(addressProblems(empty)).toEqual(['invalidPhone', 'selectLocationOnMap', 'fillRequiredFields']);
    expect(addressProblems(addressForm({ latitude: null }))).toEqual(['selectLocationOnMap']);
    // A blank phone is the phone's problem: it does not also ask for "all required fields".
    expect(addressProblems(addressForm({ phone: '' }))).toEqual(['invalidPhone']);
    expect(addressProblems(addressForm())).toEqual([]);
  });
});

describe('the required address fields per country (SPEC §5 Address save)', () => {
  it("keep SPEC's list outside Kuwait, the avenue/street optional", () => {
    expect(requiredAddressFields('Saudi Arabia')).toEqual([
      'country',
      'governorate',
      'phone',
      'fullName',
      'city',
      'apartment',
    ]);
  });

  it('ask in Kuwait for the area (SPEC city), block, street and house; avenue, floor and apartment are optional', () => {
    expect(requiredAddressFields('Kuwait')).toEqual([
      'country',
      'governorate',
      'phone',
      'fullName',
      'city',
      'block',
      'avenue',
      'house',
    ]);
    expect(validateAddressForm(addressForm({ lane: '', floor: '', apartment: '' }))).toBeNull();
  });

  it.each(['Kuwait', 'Saudi Arabia'])(
    'are one list in %s: a form with any of them blank is refused, naming exactly those',
    (country) => {
      const valid = country === 'Kuwait' ? addressForm() : saudi;
      expect(validateAddressForm(valid)).toBeNull();
      for (const field of requiredAddressFields(country).filter((name) => name !== 'phone')) {
        const form = { ...valid, [field]: '  ' };
        expect(validateAddressForm(form)).toBe('fillRequiredFields');
        expect(invalidAddressFields(form)).toEqual([field]);
      }
    },
  );

  it("do not ask outside Kuwait for Kuwait's block or house", () => {
    expect(validateAddressForm({ ...saudi, block: '', house: '' })).toBeNull();
  });

  it('name every wrong field in the form order, a short phone among them', () => {
    const form = addressForm({ phone: '123', fullName: '', block: '', house: ' ' });
    expect(invalidAddressFields(form)).toEqual(['phone', 'fullName', 'block', 'house']);
  });
});
