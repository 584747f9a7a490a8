import { describe, expect, it } from 'vitest';
import {
  type Address,
  AddressFormSchema,
  AddressPayloadSchema,
  addressToForm,
  emptyAddressForm,
  toAddressPayload,
} from '../../../src/domain';
import { address, addressForm } from '../factories';

const kuwaiti = addressForm({
  avenue: '12',
  lane: '3',
  block: '5',
  house: '7',
  floor: '2',
  apartment: '4',
  city: 'Dasma',
  governorate: 'Al Asimah',
});

const saudi = addressForm({
  country: 'Saudi Arabia',
  countryCode: '+966',
  phone: '512345678',
  governorate: 'Riyadh',
  city: 'Riyadh',
  avenue: 'King Fahd Road',
  apartment: 'Tower 2, flat 9',
});

/** The address the server stores from a payload and answers with (SPEC §3 Address as returned). */
const storedFrom = (form: typeof kuwaiti): Address => {
  const payload = toAddressPayload(form, 1);
  return address({
    full_name: payload.full_name,
    street: payload.street,
    city: payload.city,
    area: payload.area,
    phone: payload.phone,
    country: payload.country,
    address: payload.address,
    block_avenue: payload.block_avenue,
    house: payload.house,
    pickupLocation: payload.pickupLocation,
  });
};

describe('address payload (SPEC §3 Address payload sent)', () => {
  it('sends a Kuwaiti address with its block and house, the avenue after the street, the door in address', () => {
    expect(toAddressPayload(kuwaiti, 42)).toEqual({
      block_avenue: '5',
      street: '12, Avenue 3',
      house: '7',
      area: 'Al Asimah',
      city: 'Dasma',
      country: 'Kuwait',
      governorate: 'Al Asimah',
      user_id: 42,
      full_name: 'Sara',
      phone: '+96551234567',
      email: null,
      address: 'House 7, Floor 2, Apartment 4',
      pickupLocation: { latitude: 29.33, longitude: 48.07, latitudeDelta: null, longitudeDelta: null },
      emirates: null,
    });
  });

  it('keeps SPEC §5 Address save: the apartment/building is sent whenever the house is given', () => {
    const bare = toAddressPayload({ ...kuwaiti, lane: '', floor: '', apartment: '' }, 1);
    expect(bare).toMatchObject({ street: '12', address: 'House 7', house: '7', block_avenue: '5' });
  });

  it("sends 'N/A' for a blank block or house (SPEC §3)", () => {
    expect(toAddressPayload({ ...kuwaiti, block: ' ' }, 1).block_avenue).toBe('N/A');
    expect(toAddressPayload(saudi, 1)).toMatchObject({ block_avenue: 'N/A', house: 'N/A' });
  });

  it("keeps SPEC's simple form elsewhere: Avenues/Street in street, Apartment/Building in address", () => {
    expect(toAddressPayload({ ...saudi, block: '5', house: '7' }, 1)).toMatchObject({
      street: 'King Fahd Road',
      address: 'Tower 2, flat 9',
      block_avenue: 'N/A',
      house: 'N/A',
    });
  });

  it('sends a Kuwaiti form without a house (saved before the shop asked for one) the simple way', () => {
    const older = addressForm({ block: '', house: '', avenue: 'Street 5', apartment: 'Bldg 3' });
    expect(toAddressPayload(older, 1)).toMatchObject({
      block_avenue: 'N/A',
      street: 'Street 5',
      house: 'N/A',
      address: 'Bldg 3',
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
    for (const form of [kuwaiti, saudi]) {
      const payload = toAddressPayload(form, 1);
      expect(AddressPayloadSchema.parse(payload)).toEqual(payload);
    }
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
      block: '',
      lane: '',
      house: '',
      floor: '',
      countryCode: '+974',
      latitude: 25.28,
      longitude: 51.52,
    });
  });

  it('round-trips every Kuwaiti box through the payload', () => {
    expect(addressToForm(storedFrom(kuwaiti))).toEqual(kuwaiti);
    const noAvenueNoFlat = { ...kuwaiti, lane: '', apartment: '' };
    expect(addressToForm(storedFrom(noAvenueNoFlat))).toEqual(noAvenueNoFlat);
    const onlyFlat = { ...kuwaiti, lane: '', floor: '', apartment: 'B' };
    expect(addressToForm(storedFrom(onlyFlat))).toEqual(onlyFlat);
  });

  it('round-trips a street or apartment with commas of its own', () => {
    const form = { ...kuwaiti, avenue: 'Gulf Road, near the tower', apartment: '4, left door' };
    expect(addressToForm(storedFrom(form))).toEqual(form);
  });

  it('round-trips an address of another country through the simple form', () => {
    expect(addressToForm(storedFrom(saudi))).toEqual({ ...saudi, block: '', house: '' });
  });

  it("opens an older Kuwaiti address ('N/A' block and house, one street line) in the Street and Apartment boxes", () => {
    const older = address({ street: 'Street 9', address: 'Tower 1', block_avenue: 'N/A', house: 'N/A' });
    expect(addressToForm(older)).toMatchObject({
      avenue: 'Street 9',
      apartment: 'Tower 1',
      block: '',
      lane: '',
      house: '',
      floor: '',
    });
    expect(addressToForm(address({ street: 'Street 9', address: 'Tower 1' }))).toMatchObject({
      avenue: 'Street 9',
      apartment: 'Tower 1',
    });
  });

  it('keeps a building line rewritten elsewhere whole, as the apartment', () => {
    const form = addressToForm(
      address({ block_avenue: '5', house: '7', street: '12', address: 'Villa by the mosque' }),
    );
    expect(form).toMatchObject({
      block: '5',
      house: '7',
      avenue: '12',
      floor: '',
      apartment: 'Villa by the mosque',
    });
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
