import { z } from 'zod';
import { type EventType, isReplicated } from '../events/eventTypes';

/**
 * The answers of the customer's log calls (docs/API.md "The customer's log", beyond SPEC §7), which the worker
 * parses before the replication sees them, and which the API contract (docs/openapi.json) describes.
 */
const replicatedType = z.string().refine((type) => isReplicated(type as EventType));

/** One stored event: the client's event as pushed, with the seq the server gave it. */
export const StoredEventSchema = z.object({
  id: z.string().min(1),
  type: replicatedType,
  at: z.number().int().nonnegative(),
  payload: z.record(z.string(), z.unknown()),
  seq: z.number().int().positive(),
});
export type StoredEvent = z.infer<typeof StoredEventSchema>;

/** GET /customer/log: the events after the checkpoint asked, and where the next pull starts. */
export const CustomerLogPullResponseSchema = z.object({
  data: z.object({
    events: z.array(StoredEventSchema),
    checkpoint: z.object({ seq: z.number().int().nonnegative() }),
  }),
});

/** POST /customer/log: every pushed event's seq, in the order sent. */
export const CustomerLogPushResponseSchema = z.object({
  data: z.object({ stored: z.array(z.object({ id: z.string(), seq: z.number().int().positive() })) }),
});

/** DELETE /customer/log. */
export const CustomerLogDeleteResponseSchema = z.object({ status: z.literal('success') });

/** An `event: order` of the log's stream: one of the customer's orders took a new status. */
export const OrderChangeSchema = z.object({ orderId: z.number().int().positive(), status: z.string() });
