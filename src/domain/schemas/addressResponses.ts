import { z } from 'zod';
import { AddressSchema } from './address';
import { looseBoolean, looseId, optionalText } from './primitives';

/** POST /address/store and /address/{id}/update: `data` is the saved address, or only its id. */
export const AddressSaveResponseSchema = z.object({
  status: looseBoolean.nullish().transform((v) => v ?? null),
  data: z
    .union([AddressSchema, looseId])
    .nullish()
    .transform((v) => v ?? null),
  message: optionalText,
});
export type AddressSaveResponse = z.infer<typeof AddressSaveResponseSchema>;

/** POST /address/{id}/delete. SPEC §7: success when data equals 'deleted' or status is truthy. */
export const AddressDeleteResponseSchema = z
  .object({ status: z.unknown().optional(), data: z.unknown().optional(), message: optionalText })
  .transform((r) => ({ deleted: r.data === 'deleted' || Boolean(r.status), message: r.message }));
export type AddressDeleteResponse = z.infer<typeof AddressDeleteResponseSchema>;

/** GET /user/{userId}/addresses. */
export const AddressListResponseSchema = z.object({
  status: looseBoolean.nullish().transform((v) => v ?? null),
  data: z.array(AddressSchema),
});
export type AddressListResponse = z.infer<typeof AddressListResponseSchema>;

/** GET /address/{id}: the address is `data[0]`, null when the list is empty. */
export const AddressGetResponseSchema = AddressListResponseSchema.transform((r) => ({
  status: r.status,
  address: r.data[0] ?? null,
}));
export type AddressGetResponse = z.infer<typeof AddressGetResponseSchema>;
