/**
 * The schemas of the projections' state (DESIGN "Event sourcing"): a Snapshot event carries that state through
 * the local database, so the event schemas (eventSchemas.ts) need them; they live apart from the reducers, which
 * take those events, so that neither imports the other.
 */
import { z } from 'zod';
import {
  AddressFormSchema,
  AddressSchema,
  AuthStateSchema,
  CartStateSchema,
  FavoriteSchema,
  OrderStorePayloadSchema,
  PromoCodeSchema,
  RepricingReasonSchema,
  SelectedAddressSchema,
  ShortLineSchema,
} from '../schemas';

/**
 * An address saved while the server has not yet answered: the form (SPEC §3 Address form fields) and a client
 * id, the id of the AddressSaved event that created it, so it never collides with a server's numeric id.
 */
const LocalAddressSchema = AddressFormSchema.extend({ clientId: z.string().min(1) });

/** The server's shape is tried first: a local address has no numeric `id`. */
export const SavedAddressSchema = z.union([AddressSchema, LocalAddressSchema]);
export type SavedAddress = z.infer<typeof SavedAddressSchema>;

export const AddressBookSchema = z.object({
  saved: z.array(SavedAddressSchema),
  selected: SelectedAddressSchema.nullable(),
});
export type AddressBook = z.infer<typeof AddressBookSchema>;

/** SPEC §3 Cart state plus the applied promo (SPEC §3 Promo code), which checkout needs for the discount. */
export const CartProjectionSchema = CartStateSchema.extend({
  promo: PromoCodeSchema.nullable().default(null),
});
export type CartProjection = z.infer<typeof CartProjectionSchema>;

/**
 * An order that waits for its shopper (docs/ARCHITECTURE.md "How a change gets to the server"): `changed` when,
 * priced again with the server's amounts before it was sent, it came to more than they agreed to or lost a line or
 * its promo; `refused` when the server refused it for good. Kept per customer (`userId`), shown to that customer
 * alone, until they resolve it.
 */
export const OrderAttentionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('changed'),
    orderKey: z.string(),
    userId: z.string(),
    at: z.number(),
    reasons: z.array(RepricingReasonSchema),
    agreedTotalFils: z.number().int(),
    newTotalFils: z.number().int().nullable(),
    order: OrderStorePayloadSchema.nullable(),
  }),
  z.object({
    kind: z.literal('refused'),
    orderKey: z.string(),
    userId: z.string(),
    at: z.number(),
    status: z.number().int(),
    code: z.string().nullable(),
    message: z.string(),
    short: z.array(ShortLineSchema),
  }),
]);
export type OrderAttention = z.infer<typeof OrderAttentionSchema>;

/**
 * DESIGN "Event sourcing": the projections the app reads, plus the id of the last event folded into them, so a
 * projection restored after a crash between append and projection knows which events to apply again.
 * A schema, because a Snapshot event carries this state through the local database.
 */
export const ProjectionStateSchema = z.object({
  cart: CartProjectionSchema,
  favorites: z.array(FavoriteSchema),
  session: AuthStateSchema,
  addresses: AddressBookSchema,
  /** A snapshot made before orders could wait for their shopper has none. */
  attention: z.array(OrderAttentionSchema).default([]),
  lastEventId: z.string().nullable(),
});
export type ProjectionState = z.infer<typeof ProjectionStateSchema>;
