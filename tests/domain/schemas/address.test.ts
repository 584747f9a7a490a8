import { describe, expect, it } from 'vitest';
import { AddressFormSchema, AddressPayloadSchema, AddressSchema } from '../../../src/domain';

describe('Address schema (SPEC §3 Address as returned by the server)', () => {
  it('reads pickupLocation given as an object', () => {
    const a = AddressSchema.parse({ id: 1, pickupLocation: { latitude: 29.3, longitude: 47.9 } });
    expect(a.pickupLocation).toEqual({
      latitude: 29.3,
      longitude: 47.9,
      latitudeDelta: null,
      longitudeDelta: null,
    });
  });

  it('reads pickupLocation given as a JSON string', () => {
    const a = AddressSchema.parse({
      id: '1',
      pickupLocation: '{"latitude":"29.3","longitude":47.9,"latitudeDelta":0.01,"longitudeDelta":0.01}',
    });
    expect(a.pickupLocation).toEqual({
      latitude: 29.3,
      longitude: 47.9,
      latitudeDelta: 0.01,
      longitudeDelta: 0.01,
    });
  });

  it('reads an unparsable or empty pickupLocation as no location', () => {
    expect(AddressSchema.parse({ id: 1, pickupLocation: 'not json' }).pickupLocation).toBeNull();
    expect(AddressSchema.parse({ id: 1, pickupLocation: '' }).pickupLocation).toBeNull();
  });

  it('rejects a pickupLocation without coordinates', () => {
    expect(AddressSchema.safeParse({ id: 1, pickupLocation: { latitude: 1 } }).success).toBe(false);
  });
});

describe('AddressPayload schema (SPEC §3 Address payload sent)', () => {
  it("defaults block_avenue and house to 'N/A' and sends missing values as null", () => {
    expect(AddressPayloadSchema.parse({ user_id: 5, block_avenue: '' })).toEqual({
      block_avenue: 'N/A',
      street: null,
      house: 'N/A',
      area: null,
      city: null,
      country: null,
      governorate: null,
      user_id: 5,
      full_name: null,
      phone: null,
      email: null,
      address: null,
      pickupLocation: null,
      emirates: null,
    });
  });
});

describe('AddressForm schema (SPEC §3 Address form fields)', () => {
  it('defaults the country code to +965', () => {
    expect(AddressFormSchema.parse({}).countryCode).toBe('+965');
  });
});
