// The body of POST /address/store and /address/{id}/update (SPEC §3 "Address payload sent"). Missing values
// arrive as null; block_avenue and house default to 'N/A'; pickupLocation may be an object or a JSON string.
// The server insists only on what an address cannot do without: its owner, a name and a phone to call.
import { z } from 'zod';
import { countryFromName } from '../../src/domain/addresses/countries';
import { bodyId } from '../http/params';

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max).nullish()).transform((value) => value ?? null);

const notApplicableWhenBlank = z.preprocess(
  (value) => blankToNull(value) ?? 'N/A',
  z.string().trim().max(100),
);

/** Numbers may come as numeric strings (SPEC §3 loose ERP types). */
const number = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number().min(min).max(max),
  );

const pickupLocation = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return null;
    try {
      return JSON.parse(value);
    } catch {
      return value; // left as a string, so the object schema refuses it and names the field
    }
  },
  z
    .object({
      latitude: number(-90, 90),
      longitude: number(-180, 180),
      latitudeDelta: number(0, 360)
        .nullish()
        .transform((value) => value ?? null),
      longitudeDelta: number(0, 360)
        .nullish()
        .transform((value) => value ?? null),
    })
    .nullish()
    .transform((value) => value ?? null),
);

/** 8 digits at least (SPEC §5 Address save); spaces, dashes and a leading + are allowed. */
const phone = z
  .string()
  .trim()
  .regex(/^\+?[\d\s-]{8,24}$/)
  .refine((text) => text.replace(/\D/g, '').length >= 8);

export const addressPayload = z.preprocess(
  // SPEC §3 mentions a second form of the payload with camel-case fullName; both spellings are accepted.
  (raw) =>
    raw && typeof raw === 'object' && !('full_name' in raw) && 'fullName' in raw
      ? { ...raw, full_name: (raw as { fullName: unknown }).fullName }
      : raw,
  z.object({
    user_id: bodyId,
    full_name: z.string().trim().min(1).max(100),
    phone,
    block_avenue: notApplicableWhenBlank,
    house: notApplicableWhenBlank,
    street: optionalText(200),
    area: optionalText(100),
    city: optionalText(100),
    // SPEC §9's six, named as the client may send them (English, Arabic, ISO code): an order can go nowhere else.
    country: optionalText(100).refine((name) => name === null || countryFromName(name) !== null),
    governorate: optionalText(100),
    email: z
      .preprocess(
        blankToNull,
        z
          .string()
          .trim()
          .max(200)
          .regex(/^[^\s@]+@[^\s@]+$/)
          .nullish(),
      )
      .transform((value) => value ?? null),
    address: optionalText(200),
    piece: optionalText(100),
    emirates: optionalText(100),
    pickupLocation,
    latitude: number(-90, 90)
      .nullish()
      .transform((value) => value ?? null),
    longitude: number(-180, 180)
      .nullish()
      .transform((value) => value ?? null),
  }),
);

export type AddressPayload = z.output<typeof addressPayload>;
