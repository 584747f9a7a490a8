import { z } from 'zod';
import { OrderSchema } from './order';
import { looseBoolean, looseId, optionalText } from './primitives';

/** SPEC §7 POST /order/store: succeeds when status=success; `data` is then the order id. */
export const OrderStoreResponseSchema = z
  .object({
    status: z
      .union([z.string(), z.boolean()])
      .nullish()
      .transform((v) => v ?? null),
    data: looseId.nullish().transform((v) => v ?? null),
    message: optionalText,
  })
  .transform((r) => ({
    ok: (r.status === 'success' || r.status === true) && r.data !== null,
    orderId: r.data,
    message: r.message,
  }));
export type OrderStoreResponse = z.infer<typeof OrderStoreResponseSchema>;

/** SPEC §4 Orders store: the list is kept only for a success response with array data. */
export const OrdersListResponseSchema = z.object({
  status: z.literal('success'),
  data: z.array(OrderSchema),
});
export type OrdersListResponse = z.infer<typeof OrdersListResponseSchema>;

/** SPEC §7 uses the JSON itself as the order detail; an enveloped `{ status, data: Order }` is unwrapped too. */
export const OrderDetailResponseSchema = z.union([
  OrderSchema,
  z
    .object({ status: z.union([z.string(), looseBoolean]).optional(), data: OrderSchema })
    .transform((r) => r.data),
]);
export type OrderDetailResponse = z.infer<typeof OrderDetailResponseSchema>;

/** POST /order/{orderId}/cancel (beyond SPEC, docs/API.md): the order as it is now, cancelled. */
export const OrderCancelResponseSchema = z
  .object({
    status: z.union([z.string(), z.boolean()]),
    data: OrderSchema,
    message: optionalText.optional(),
  })
  .transform((r) => ({
    ok: r.status === 'success' || r.status === true,
    order: r.data,
    message: r.message ?? null,
  }));
