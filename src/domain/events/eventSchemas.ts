/**
 * The zod schemas of the events (DESIGN "Event sourcing"): each type's payload and the envelope around it, which
 * reading the log back parses with. A file of its own, importing only the event types and the projections' state
 * schemas, so that the reducers can take these events without the events importing the reducers back.
 */
import { z } from 'zod';
import {
  CartItemSchema,
  FavoriteSchema,
  OrderStorePayloadSchema,
  PendingOrderSchema,
  PromoCodeSchema,
  RepricingReasonSchema,
  SelectedAddressSchema,
  SessionSchema,
  ShortLineSchema,
} from '../schemas';
import { looseId } from '../schemas/primitives';
import { aggregateOf, type EventType } from './eventTypes';
import { ProjectionStateSchema, SavedAddressSchema } from './projectionSchemas';

/** DESIGN: a 4xx marks the event failed with the server's message; a network error retries; nothing is dropped. */
const OutboxSchema = z.object({
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
});
export type Outbox = z.infer<typeof OutboxSchema>;

const empty = z.object({});

/** Payload of each event type; the envelope (id, time, aggregate, outbox) is added by `eventSchema`. */
const PAYLOADS = {
  CartItemAdded: z.object({ item: CartItemSchema }),
  CartItemQuantityChanged: z.object({ id: z.string().min(1), delta: z.union([z.literal(1), z.literal(-1)]) }),
  CartItemRemoved: z.object({ id: z.string().min(1) }),
  CartCleared: empty,
  PromoApplied: PromoCodeSchema,
  PromoRemoved: empty,
  FavoriteToggled: z.object({ favorite: FavoriteSchema }),
  FavoritesCleared: empty,
  AddressSaved: z.object({ address: SavedAddressSchema }),
  AddressDeleted: z.object({ addressId: looseId }),
  AddressSelected: z.object({ address: SelectedAddressSchema.nullable() }),
  NameChanged: z.object({ name: z.string() }),
  LanguageChanged: z.object({ language: z.enum(['ar', 'en']) }),
  PaymentInitiated: z.object({ invoiceId: z.string().min(1), pendingOrder: PendingOrderSchema }),
  // `order` is the body the outbox posts; the key lets a card payment reuse the key of its PaymentInitiated.
  // `orderId` is always null when appended: the server's id arrives later as its own fact, OrderConfirmed (an
  // event stored by an earlier version may still carry it here).
  OrderPlaced: z.object({
    orderId: looseId.nullable(),
    idempotencyKey: z.string().min(1),
    order: OrderStorePayloadSchema,
  }),
  // The server created the order of the OrderPlaced event `orderKey` (its id and idempotency key) as `orderId`.
  // A stored event never changes: what the outbox learns is appended, not written into the order's event.
  OrderConfirmed: z.object({ orderKey: z.string().min(1), orderId: looseId }),
  // The body the outbox sends under the order `orderKey`, fixed before its first attempt: a cash order priced again
  // with the server's amounts, never above the total its shopper agreed to. Every later attempt sends this body,
  // since the server answers the same key with another body with a 409.
  OrderRepriced: z.object({ orderKey: z.string().min(1), order: OrderStorePayloadSchema }),
  // Priced again, the order came to more than its shopper agreed to, or lost a line or its promo: nothing was sent,
  // and it waits for them. `order` is what could be placed now (the lines left, at the server's amounts), null when
  // no line is left.
  OrderNeedsAttention: z.object({
    orderKey: z.string().min(1),
    userId: z.string(),
    reasons: z.array(RepricingReasonSchema),
    agreedTotalFils: z.number().int(),
    newTotalFils: z.number().int().nullable(),
    order: OrderStorePayloadSchema.nullable(),
  }),
  // The server refused the order for good (a 4xx): its status, the `code` of its body, its message in the
  // shopper's language, and for a refusal for stock the lines it named.
  OrderRefused: z.object({
    orderKey: z.string().min(1),
    userId: z.string(),
    status: z.number().int(),
    code: z.string().nullable(),
    message: z.string(),
    short: z.array(ShortLineSchema),
  }),
  // The shopper dealt with an order that waited for them: placed it again at the new amounts (`replacedBy`, the new
  // order's key), cancelled it, took what was left into the cart, or read why it was refused.
  OrderResolved: z.object({
    orderKey: z.string().min(1),
    outcome: z.enum(['replaced', 'cancelled', 'tookWhatIsLeft', 'dismissed']),
    replacedBy: z.string().min(1).nullable(),
  }),
  // The shopper asked to cancel their order `orderId` (the server's id) while it was pending or confirmed; the
  // server's answer, the order cancelled, is stored as the order itself, never written here.
  OrderCancelRequested: z.object({ orderId: z.string().regex(/^\d{1,10}$/), userId: z.string().min(1) }),
  CartAbandoned: z.object({
    itemCount: z.number().int().nonnegative(),
    totalFils: z.number().int().nonnegative(),
  }),
  LoggedIn: z.object({ session: SessionSchema }),
  LoggedOut: empty,
  // Compaction (DESIGN): the state folded so far replaces whatever came before it.
  Snapshot: z.object({ state: ProjectionStateSchema }),
} satisfies Record<EventType, z.ZodType>;

export type EventPayload<T extends EventType> = z.infer<(typeof PAYLOADS)[T]>;

function eventSchema<T extends EventType>(type: T) {
  return z.object({
    /** Time-sortable (see eventId.ts), given by the caller. */
    id: z.string().min(1),
    type: z.literal(type),
    payload: PAYLOADS[type] as (typeof PAYLOADS)[T],
    /** Milliseconds since the epoch, given by the caller. */
    at: z.number().int().nonnegative(),
    aggregate: z.literal(aggregateOf(type)),
    outbox: OutboxSchema.optional(),
    /**
     * The event's place in the customer's log on the server (DESIGN "The customer's log across devices"), once the
     * server has stored it; absent for an event only this device has (a guest's, one not yet pushed, or one that
     * never leaves the device). A Snapshot carries the place of the last event it folded.
     */
    seq: z.number().int().positive().optional(),
  });
}

/** What the `events` collection holds; reading the log back parses each document with this. */
export const ShopEventSchema = z.discriminatedUnion('type', [
  eventSchema('CartItemAdded'),
  eventSchema('CartItemQuantityChanged'),
  eventSchema('CartItemRemoved'),
  eventSchema('CartCleared'),
  eventSchema('PromoApplied'),
  eventSchema('PromoRemoved'),
  eventSchema('FavoriteToggled'),
  eventSchema('FavoritesCleared'),
  eventSchema('AddressSaved'),
  eventSchema('AddressDeleted'),
  eventSchema('AddressSelected'),
  eventSchema('NameChanged'),
  eventSchema('LanguageChanged'),
  eventSchema('PaymentInitiated'),
  eventSchema('OrderPlaced'),
  eventSchema('OrderConfirmed'),
  eventSchema('OrderRepriced'),
  eventSchema('OrderNeedsAttention'),
  eventSchema('OrderRefused'),
  eventSchema('OrderResolved'),
  eventSchema('OrderCancelRequested'),
  eventSchema('CartAbandoned'),
  eventSchema('LoggedIn'),
  eventSchema('LoggedOut'),
  eventSchema('Snapshot'),
]);
export type ShopEvent = z.infer<typeof ShopEventSchema>;
export type EventOf<T extends EventType> = Extract<ShopEvent, { type: T }>;
