/**
 * Orders that wait for their shopper, as the sync worker's outbox records them (docs/ARCHITECTURE.md "How a change
 * gets to the server"): one priced again that came to more, and one the server refused for stock.
 */
import type { EventLog, ShopDatabase } from '../../src/db';
import { buildOrderPayload, type CartItem, type OrderStorePayload, orderTotals } from '../../src/domain';
import { cartLine } from './accountFixtures';
import { home } from './checkout/renderCheckout';

export const lamp = cartLine('7', {
  originalProductId: 7,
  name: 'مصباح',
  title: 'Lamp',
  price: '3',
  quantity: 3,
});
export const shirt = cartLine('9-91', {
  originalProductId: 9,
  v_id: 91,
  name: 'قميص',
  title: 'Shirt',
  price: '4',
  quantity: 1,
});
export const mug = cartLine('12', {
  originalProductId: 12,
  name: 'كوب',
  title: 'Mug',
  price: '2',
  quantity: 1,
});

type Shop = { database: ShopDatabase; eventLog: EventLog };

/** What the outbox does once it has recorded why: the order's event leaves the outbox, failed. */
async function failed({ database }: Shop, key: string): Promise<void> {
  await database.events.findOne(key).incrementalPatch({ outboxStatus: 'failed', outboxLastError: 'held' });
}

/** A cash order of these lines to Kuwait at these amounts, as checkout builds it. */
export function cashOrder(items: CartItem[], deliveryFils: number, userId = '7'): OrderStorePayload {
  const subtotal = items.reduce((sum, item) => sum + Number(item.price) * 1000 * (item.quantity ?? 1), 0);
  const built = buildOrderPayload({
    userId,
    address: home,
    items,
    totals: orderTotals(subtotal, deliveryFils, 0),
    paymentMethod: 'cash',
    promoCode: null,
  });
  if (!built.ok) throw new Error(built.key);
  return built.payload;
}

/** The standard 2 KD assumed offline was 0.50 KD, but a shirt's price went up 1 KD: 13.50 KD agreed, 14.00 now. */
export async function orderThatChanged(shop: Shop, userId = '7'): Promise<string> {
  const { eventLog } = shop;
  const agreed = cashOrder([lamp, shirt], 500, userId);
  const now = {
    ...agreed,
    order_detail: { ...agreed.order_detail, subtotal_price: 14, delivery_price: 0.75, total_price: 14.75 },
    product_details: agreed.product_details.map((line) => (line.id === 9 ? { ...line, price: 5 } : line)),
  };
  const key = eventLog.newEventId();
  await eventLog.append('OrderPlaced', { orderId: null, idempotencyKey: key, order: agreed }, { id: key });
  await eventLog.append('OrderNeedsAttention', {
    orderKey: key,
    userId,
    reasons: [
      {
        kind: 'priceUp',
        line: { id: 9, v_id: 91, name: 'قميص', title: 'Shirt' },
        fromFils: 4000,
        toFils: 5000,
      },
      { kind: 'feeUp', fromFils: 500, toFils: 750 },
    ],
    agreedTotalFils: 13_500,
    newTotalFils: 14_750,
    order: now,
  });
  await failed(shop, key);
  return key;
}

/** Refused for stock (a 409 outOfStock): 2 lamps are left of the 3 asked, and the red shirt is sold out. */
export async function orderRefusedForStock(shop: Shop, userId = '7'): Promise<string> {
  const { eventLog } = shop;
  const key = eventLog.newEventId();
  const order = cashOrder([lamp, shirt, mug], 500, userId);
  await eventLog.append('OrderPlaced', { orderId: null, idempotencyKey: key, order }, { id: key });
  await eventLog.append('OrderRefused', {
    orderKey: key,
    userId,
    status: 409,
    code: 'outOfStock',
    message: '"Lamp" (3 asked, 2 left) and "Shirt" (1 asked, none left)',
    short: [
      { line: { id: 7, v_id: null, name: 'مصباح', title: 'Lamp' }, requested: 3, available: 2 },
      { line: { id: 9, v_id: 91, name: 'قميص', title: 'Shirt' }, requested: 1, available: 0 },
    ],
  });
  await failed(shop, key);
  return key;
}
