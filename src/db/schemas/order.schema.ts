import type { RxJsonSchema } from 'rxdb/plugins/core';
import type { Order } from '../../domain';

/**
 * One order of the logged-in customer as the server last answered it (SPEC §3 Order as read back), from the
 * orders list or the order detail. Kept so the orders screens show at once, and offline.
 */
export interface OrderDoc {
  /** The server id as a string (RxDB primary keys are strings). */
  id: string;
  /** The same id as a number, so the list sorts newest first (ids grow with time). */
  serverId: number;
  /** Whose order it is: a second customer on the same device never sees the first one's orders. */
  userId: string;
  /** The order exactly as parsed by the domain schema. */
  order: Order;
}

export const orderSchema: RxJsonSchema<OrderDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 20 },
    serverId: { type: 'number', minimum: 0, maximum: 2_147_483_647, multipleOf: 1 },
    userId: { type: 'string', maxLength: 40 },
    order: { type: 'object' },
  },
  required: ['id', 'serverId', 'userId', 'order'],
  indexes: [['userId', 'serverId']],
};
