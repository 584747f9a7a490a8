import { z } from 'zod';
import { looseId, looseNumber, optionalNumber, optionalText } from './primitives';

export const PickupLocationSchema = z.object({
  latitude: looseNumber,
  longitude: looseNumber,
  latitudeDelta: optionalNumber,
  longitudeDelta: optionalNumber,
});
export type PickupLocation = z.infer<typeof PickupLocationSchema>;

/**
 * SPEC §3: pickupLocation may arrive as a JSON string. A string that is not JSON is read as "no location"
 * rather than failing the whole address: the user can pick the point again on the map.
 */
const pickupLocationField = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return null;
    try {
      return JSON.parse(value);
    } catch {
      return null;
    }
  },
  PickupLocationSchema.nullish().transform((v) => v ?? null),
);

/**
 * SPEC §3 Address as returned by the server; `area` holds the governorate, `address` the apartment/building. The
 * server also returns the payload's `block_avenue` and `house` (docs/API.md), which a Kuwaiti address is read back
 * from (kuwaitiAddress.ts); an ERP that leaves them out gives null.
 */
export const AddressSchema = z.object({
  id: looseNumber,
  user_id: looseId.nullish().transform((v) => v ?? null),
  full_name: optionalText,
  street: optionalText,
  city: optionalText,
  area: optionalText,
  governorate: optionalText,
  phone: optionalText,
  country: optionalText,
  email: optionalText,
  address: optionalText,
  block_avenue: optionalText,
  house: optionalText,
  pickupLocation: pickupLocationField,
  latitude: optionalNumber,
  longitude: optionalNumber,
  countryCode: optionalText,
});
export type Address = z.infer<typeof AddressSchema>;

const notApplicableWhenBlank = z.preprocess(
  (v) => (v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? 'N/A' : v),
  z.string(),
);

/** SPEC §3 Address payload sent to /address/store and /address/{id}/update: missing values are sent as null. */
export const AddressPayloadSchema = z.object({
  block_avenue: notApplicableWhenBlank,
  street: optionalText,
  house: notApplicableWhenBlank,
  area: optionalText,
  city: optionalText,
  country: optionalText,
  governorate: optionalText,
  user_id: looseId,
  full_name: optionalText,
  phone: optionalText,
  email: optionalText,
  address: optionalText,
  pickupLocation: pickupLocationField,
  emirates: optionalText,
});
export type AddressPayload = z.infer<typeof AddressPayloadSchema>;

/** A part SPEC's shapes do not name: absent from what was stored before the shop kept it. */
const addedText = optionalText.optional();

/**
 * Where an address is, part by part: what its one-line form is made of (addressLine.ts), kept with a selection and
 * sent with an order so a page can name it in its own language. SPEC §3 Selected address names street, city,
 * piece (the Kuwaiti block, قطعة), area (the governorate) and country; a Kuwaiti courier also needs the avenue,
 * house, floor and apartment. Outside Kuwait `apartment` is SPEC's Apartment/Building line and the Kuwaiti parts
 * stay empty.
 */
export const AddressPlaceSchema = z.object({
  street: optionalText,
  avenue: addedText,
  piece: optionalText,
  house: addedText,
  floor: addedText,
  apartment: addedText,
  city: optionalText,
  area: optionalText,
  country: optionalText,
});
export type AddressPlace = z.infer<typeof AddressPlaceSchema>;

/** SPEC §3 Selected address held locally, with the parts of AddressPlace it does not name. */
export const SelectedAddressSchema = AddressPlaceSchema.extend({
  fullName: optionalText,
  email: optionalText,
  phone: optionalText,
  addressId: looseId,
});
export type SelectedAddress = z.infer<typeof SelectedAddressSchema>;

/**
 * SPEC §3 Address form fields. `country` holds the English country name, as the server and delivery rates do.
 * SPEC's `avenue` is its "Avenues/Street" box: the street line, sent as `street`. Kuwait's form adds the parts a
 * Kuwaiti courier needs: `block` (قطعة), `lane` (the Kuwaiti avenue, جادة; SPEC already spends the name `avenue`
 * on the street), `house` (house or building) and `floor`; there `city` is the area and `apartment` the flat.
 * The added fields default to '', so a form stored before them still reads.
 */
export const AddressFormSchema = z.object({
  country: z.string().default(''),
  governorate: z.string().default(''),
  phone: z.string().default(''),
  fullName: z.string().default(''),
  avenue: z.string().default(''),
  city: z.string().default(''),
  apartment: z.string().default(''),
  block: z.string().default(''),
  lane: z.string().default(''),
  house: z.string().default(''),
  floor: z.string().default(''),
  countryCode: z.string().default('+965'),
  latitude: z.number().nullable().default(null),
  longitude: z.number().nullable().default(null),
});
export type AddressForm = z.infer<typeof AddressFormSchema>;
