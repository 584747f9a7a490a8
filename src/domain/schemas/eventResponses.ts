import { z } from 'zod';

/** POST /events (docs/API.md "Analytics", beyond SPEC §7): taken when status is true or 'success'. */
export const EventAcceptedResponseSchema = z.object({
  status: z.union([z.boolean(), z.string()]),
  message: z.string().nullish(),
});
