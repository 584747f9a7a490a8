import { describe, expect, it } from 'vitest';
import { blankRequiredFields, REQUIRED_ADDRESS_FIELDS, validateAddressForm } from '../../../src/domain';
import { addressForm } from '../factories';

describe('address save (SPEC §5 Address save)', () => {
  it('accepts a complete form', () => expect(validateAddressForm(addressForm())).toBeNull());

  it('needs a phone of at least 8 digits', () => {
    expect(validateAddressForm(addressForm({ phone: '5123 456' }))).toBe('invalidPhone');
  });

  it('needs a location chosen on the map', () => {
    expect(validateAddressForm(addressForm({ latitude: null }))).toBe('selectLocationOnMap');
    expect(validateAddressForm(addressForm({ longitude: null }))).toBe('selectLocationOnMap');
  });

  it.each(['fullName', 'apartment', 'city', 'governorate', 'country'] as const)('requires %s', (field) => {
    expect(validateAddressForm(addressForm({ [field]: '  ' }))).toBe('fillRequiredFields');
  });

  it('does not require the street', () => {
    expect(validateAddressForm(addressForm({ avenue: '' }))).toBeNull();
  });

  it('checks the phone before the location and the location before the other fields', () => {
    expect(validateAddressForm(addressForm({ phone: '', latitude: null, city: '' }))).toBe('invalidPhone');
    expect(validateAddressForm(addressForm({ latitude: null, city: '' }))).toBe('selectLocationOnMap');
  });
});

describe('the required address fields (SPEC §5 Address save)', () => {
  it('are one list: validation refuses a form with any of them blank, and names exactly those', () => {
    const valid = addressForm();
    expect(validateAddressForm(valid)).toBeNull();
    for (const field of REQUIRED_ADDRESS_FIELDS.filter((name) => name !== 'phone')) {
      const form = { ...valid, [field]: '  ' };
      expect(validateAddressForm(form)).toBe('fillRequiredFields');
      expect(blankRequiredFields(form)).toEqual([field]);
    }
  });

  it('leave the avenue/street optional', () => {
    expect(validateAddressForm({ ...addressForm(), avenue: '' })).toBeNull();
    expect(REQUIRED_ADDRESS_FIELDS).not.toContain('avenue');
  });
});
