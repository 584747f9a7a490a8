import type { ShopEvent } from './eventSchemas';
import type { OrderAttention } from './projectionSchemas';

/**
 * The orders waiting for their shopper, folded from the outbox's facts: an order priced again that needs them
 * (OrderNeedsAttention) or one the server refused for good (OrderRefused) joins the list, and leaves it once the
 * shopper resolves it (OrderResolved) or the server takes it after all (OrderConfirmed). A later fact about the same
 * order takes the place of the earlier one.
 */
export function reduceAttention(state: readonly OrderAttention[], event: ShopEvent): OrderAttention[] {
  const without = (orderKey: string) => state.filter((entry) => entry.orderKey !== orderKey);
  switch (event.type) {
    case 'OrderNeedsAttention': {
      const { orderKey, userId, reasons, agreedTotalFils, newTotalFils, order } = event.payload;
      return [
        ...without(orderKey),
        { kind: 'changed', orderKey, userId, at: event.at, reasons, agreedTotalFils, newTotalFils, order },
      ];
    }
    case 'OrderRefused': {
      const { orderKey, userId, status, code, message, short } = event.payload;
      return [
        ...without(orderKey),
        { kind: 'refused', orderKey, userId, at: event.at, status, code, message, short },
      ];
    }
    case 'OrderResolved':
    // Sent after all (a card order's retry under its key): nothing waits any more.
    case 'OrderConfirmed':
      return without(event.payload.orderKey);
    default:
      return state as OrderAttention[];
  }
}
