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

/** SPEC §3 Address as returned by the server; `area` holds the governorate, `address` the apartment/building. */
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

/** SPEC §3 Selected address held locally. */
export const SelectedAddressSchema = z.object({
  fullName: optionalText,
  street: optionalText,
  city: optionalText,
  piece: optionalText,
  email: optionalText,
  area: optionalText,
  phone: optionalText,
  country: optionalText,
  addressId: looseId,
});
export type SelectedAddress = z.infer<typeof SelectedAddressSchema>;

/** SPEC §3 Address form fields. `country` holds the English country name, as the server and delivery rates do. */
export const AddressFormSchema = z.object({
  country: z.string().default(''),
  governorate: z.string().default(''),
  phone: z.string().default(''),
  fullName: z.string().default(''),
  avenue: z.string().default(''),
  city: z.string().default(''),
  apartment: z.string().default(''),
  countryCode: z.string().default('+965'),
  latitude: z.number().nullable().default(null),
  longitude: z.number().nullable().default(null),
});
export type AddressForm = z.infer<typeof AddressFormSchema>;
