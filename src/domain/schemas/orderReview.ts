/**
 * What the shop tells a shopper about an order it could not place as they agreed to (docs/ARCHITECTURE.md "How a
 * change gets to the server"): the reasons its amounts or lines changed when the worker priced it again with the
 * server's, and the lines a refusal for stock names. Schemas, because these travel in events and in the snapshot of
 * the projections through the local database.
 */
import { z } from 'zod';
import { looseId } from './primitives';

const fils = z.number().int();
const count = z.number().int().nonnegative();

/** A line of the order as a review names it: the product, its variant, and its names in Arabic and English. */
export const ReviewLineSchema = z.object({
  id: looseId,
  v_id: z.number().nullable(),
  name: z.string().nullable(),
  title: z.string().nullable(),
});
export type ReviewLine = z.infer<typeof ReviewLineSchema>;

/** A line asking more than is left; `available` 0 is sold out. */
export const ShortLineSchema = z.object({ line: ReviewLineSchema, requested: count, available: count });
export type ShortLine = z.infer<typeof ShortLineSchema>;

/** Why an order waits for its shopper: what the server's amounts or stock say now, against what was agreed. */
export const RepricingReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('feeUp'), fromFils: fils, toFils: fils }),
  z.object({ kind: z.literal('priceUp'), line: ReviewLineSchema, fromFils: fils, toFils: fils }),
  z.object({ kind: z.literal('discountDown'), fromFils: fils, toFils: fils }),
  z.object({ kind: z.literal('promoEnded'), code: z.string(), discountFils: fils }),
  z.object({ kind: z.literal('lineGone'), line: ReviewLineSchema }),
  ShortLineSchema.extend({ kind: z.literal('lineShort') }),
]);
export type RepricingReason = z.infer<typeof RepricingReasonSchema>;

/**
 * The lines a 409 `outOfStock` refusal of POST /order/store names (docs/API.md "Stock"), read from its body; the
 * other fields of a refusal are its status and message.
 */
export const StockRefusalSchema = z.object({
  code: z.string().nullish(),
  short: z
    .array(
      z.object({
        id: looseId,
        v_id: z.number().nullish(),
        requested: z.number().int().nonnegative(),
        available: z.number().int().nonnegative().catch(0),
      }),
    )
    .nullish(),
});
export type StockRefusal = z.infer<typeof StockRefusalSchema>;
