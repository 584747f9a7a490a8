import { z } from 'zod';

const AddressComponentSchema = z.object({
  long_name: z.string(),
  short_name: z.string(),
  types: z.array(z.string()),
});

/** Reverse geocoding (Google-shaped, DESIGN.md): the client reads results[0]. */
export const GeocodeResponseSchema = z.object({
  status: z.string(),
  results: z.array(
    z.object({
      formatted_address: z.string(),
      address_components: z.array(AddressComponentSchema),
    }),
  ),
});
export type GeocodeResponse = z.infer<typeof GeocodeResponseSchema>;
