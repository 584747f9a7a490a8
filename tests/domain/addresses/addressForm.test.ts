import { describe, expect, it } from 'vitest';
import {
  AddressFormSchema,
  AddressPayloadSchema,
  addressToForm,
  emptyAddressForm,
  toAddressPayload,
} from '../../../src/domain';
import { address, addressForm } from '../factories';

describe('address payload (SPEC §3 Address payload sent)', () => {
  it('maps the form to the payload fields', () => {
    expect(toAddressPayload(addressForm(), 42)).toEqual({
      block_avenue: 'N/A',
      street: 'Street 5',
      house: 'N/A',
      area: 'Hawalli',
      city: 'Salmiya',
      country: 'Kuwait',
      governorate: 'Hawalli',
      user_id: 42,
      full_name: 'Sara',
      phone: '+96551234567',
      email: null,
      address: 'Bldg 3',
      pickupLocation: { latitude: 29.33, longitude: 48.07, latitudeDelta: null, longitudeDelta: null },
      emirates: null,
    });
  });

  it('sends missing values as null', () => {
    const payload = toAddressPayload(addressForm({ avenue: '', city: ' ', latitude: null }), 1);
    expect(payload).toMatchObject({ street: null, city: null, pickupLocation: null });
  });

  it('fills emirates with the governorate for the UAE', () => {
    const payload = toAddressPayload(
      addressForm({ country: 'United Arab Emirates', governorate: 'Dubai' }),
      1,
    );
    expect(payload.emirates).toBe('Dubai');
  });

  it('is accepted by the payload schema', () => {
    const payload = toAddressPayload(addressForm(), 1);
    expect(AddressPayloadSchema.parse(payload)).toEqual(payload);
  });
});

describe('edit form of a saved address (SPEC §2 Add/Edit address)', () => {
  it('splits the phone and reads the location from pickupLocation', () => {
    const form = addressToForm(
      address({
        phone: '+97455123456',
        country: 'Qatar',
        area: 'Doha',
        street: 'Corniche',
        city: 'Doha',
        address: 'Tower 2',
        pickupLocation: '{"latitude":25.28,"longitude":51.52}',
      }),
    );
    expect(form).toEqual({
      country: 'Qatar',
      governorate: 'Doha',
      phone: '55123456',
      fullName: 'Sara',
      avenue: 'Corniche',
      city: 'Doha',
      apartment: 'Tower 2',
      countryCode: '+974',
      latitude: 25.28,
      longitude: 51.52,
    });
  });

  it('round-trips through the payload', () => {
    const form = addressForm();
    const payload = toAddressPayload(form, 1);
    const saved = address({
      full_name: payload.full_name,
      street: payload.street,
      city: payload.city,
      area: payload.area,
      phone: payload.phone,
      country: payload.country,
      address: payload.address,
      pickupLocation: payload.pickupLocation,
    });
    expect(addressToForm(saved)).toEqual(form);
  });
});

describe('a new address form (SPEC §2 Add address, SPEC §3 default country code)', () => {
  it('starts blank in the given country with +965, as the form schema fills a bare form', () => {
    for (const country of ['Kuwait', 'Oman']) {
      expect(emptyAddressForm(country)).toEqual(AddressFormSchema.parse({ country }));
      expect(emptyAddressForm(country).countryCode).toBe('+965');
    }
  });
});
