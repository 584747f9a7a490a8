/**
 * What each outbox event asks of the server. An event type absent here is not sent yet (its feature has not
 * landed); it stays pending rather than being dropped.
 */
import {
  type AuthState,
  EventAcceptedResponseSchema,
  OrderCancelResponseSchema,
  OrderStoreResponseSchema,
  type ShopEvent,
  UpdateNameResponseSchema,
} from '../domain';
import { addressDeletedRequest, addressSavedRequest } from './addressRequests';
import { type OutboxRequest, SETTLED } from './outboxRequest';

// The outbox pusher reads a request's shape and SETTLED from here, beside the builder.
export { type OutboxRequest, SETTLED };

/** What requests need from the local database: the server id of each address created on this device. */
export interface OutboxContext {
  addressIds: ReadonlyMap<string, number>;
}

const NO_CONTEXT: OutboxContext = { addressIds: new Map() };

export function outboxRequest(
  event: ShopEvent,
  session: AuthState,
  context: OutboxContext = NO_CONTEXT,
): OutboxRequest | typeof SETTLED | null {
  switch (event.type) {
    case 'AddressSaved':
      return addressSavedRequest(event, session, context.addressIds);
    case 'AddressDeleted':
      return addressDeletedRequest(event, context.addressIds);
    case 'NameChanged':
      return {
        path: '/customer/update-name',
        body: { phone: session.phoneNo ?? session.mobile, name: event.payload.name },
        accepted: (json) => {
          const answer = UpdateNameResponseSchema.parse(json);
          return { ok: answer.success, message: answer.message };
        },
        needsLogin: true,
      };
    case 'OrderPlaced':
      // POST /order/store (API.md): the event id is the Idempotency-Key, so a retry answers the same order id.
      return {
        path: '/order/store',
        body: event.payload.order,
        accepted: (json) => {
          const answer = OrderStoreResponseSchema.parse(json);
          return { ok: answer.ok, message: answer.message };
        },
        needsLogin: true,
        confirmedOrderId: (json) => OrderStoreResponseSchema.parse(json).orderId,
      };
    case 'OrderCancelRequested': {
      // POST /order/{orderId}/cancel (API.md): a retry under the event id answers the first cancellation again.
      const { orderId, userId } = event.payload;
      return {
        path: `/order/${orderId}/cancel`,
        body: {},
        accepted: (json) => {
          const answer = OrderCancelResponseSchema.parse(json);
          return { ok: answer.ok, message: answer.message };
        },
        needsLogin: true,
        storedOrder: (json) => ({ userId, order: OrderCancelResponseSchema.parse(json).order }),
      };
    }
    case 'CartAbandoned':
      return {
        path: '/events',
        body: { type: event.type, at: new Date(event.at).toISOString(), payload: event.payload },
        accepted: (json) => {
          const answer = EventAcceptedResponseSchema.parse(json);
          return {
            ok: answer.status === true || answer.status === 'success',
            message: answer.message ?? null,
          };
        },
        needsLogin: false,
        extension: 'events',
      };
    default:
      return null;
  }
}
