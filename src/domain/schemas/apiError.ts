import { z } from 'zod';
import { optionalText } from './primitives';

/**
 * docs/API.md error bodies `{ status: false, message }`, and the `{ error: { message } }` / `{ error }` forms an
 * ERP may send. Normalised to `{ message: string | null }`.
 */
export const ApiErrorResponseSchema = z
  .object({
    status: z.unknown().optional(),
    message: optionalText,
    error: z
      .union([z.object({ message: optionalText }), z.string()])
      .nullish()
      .transform((v) => v ?? null),
  })
  .transform((r) => ({
    message: typeof r.error === 'string' ? r.error : (r.error?.message ?? r.message),
  }));
export type ApiErrorResponse = z.infer<typeof ApiErrorResponseSchema>;
