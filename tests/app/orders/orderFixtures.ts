import type { ShopDatabase } from '../../../src/db';
import { type Order, OrderSchema } from '../../../src/domain';

/** An order as the server reads it back (SPEC §3), with a line per product id given. */
export const order = (id: number, o: Record<string, unknown> = {}): Order =>
  OrderSchema.parse({
    id,
    created_at: '2025-03-04T10:00:00Z',
    order_status: 'pending',
    payment_status: 'pending',
    paymentType: 'cash',
    total_price: 12.5,
    sub_total: 11,
    delivery_charges: 1.5,
    discount: 0,
    address: 'Street 12, Salmiya, Hawalli, Kuwait',
    Customer: { name: 'Sara', phone: '+96551234567' },
    products: [
      { id: 1, name: 'قهوة عربية', title: 'Arabic coffee', image: null, price: 5.5, pivot: { quantity: 2 } },
    ],
    ...o,
  });

/** Stores orders for the fixture customer (user 7) as the sync worker does. */
export async function storeOrders(database: ShopDatabase, ...orders: Order[]) {
  await database.orders.bulkInsert(
    orders.map((o) => ({
      id: String(o.id),
      serverId: o.id,
      userId: '7',
      order: o,
    })),
  );
}
