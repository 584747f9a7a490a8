/**
 * Before an order whose earlier attempt got no answer (a time-out, a 5xx, a cut) is sent again, the customer's
 * orders are read for the one that attempt may have stored (domain `orderOfAttempt`), where the backend lists them:
 * the Idempotency-Key makes a retry safe only against a backend that honours it, and one that ignores it would store
 * the order twice. Without a list to look in, or when it cannot be read, the retry goes as before.
 */
import type { EventDoc, ShopDatabase } from '../db';
import {
  type AuthState,
  canFetchAddresses,
  OrderStorePayloadSchema,
  OrdersListResponseSchema,
  orderOfAttempt,
} from '../domain';
import type { ApiClient } from './apiClient';
import type { MissingCalls } from './missingCall';
import { confirmedIds } from './placedOrders';

export class OrderStoredBefore {
  constructor(
    private readonly db: ShopDatabase,
    private readonly api: ApiClient,
    private readonly missing: MissingCalls,
  ) {}

  /** The server's id of the order an earlier attempt of `doc` stored, or null when none is found. */
  async find(doc: EventDoc, session: AuthState): Promise<number | null> {
    // Every attempt so far ended without an answer: a refusal would have failed the event, an answer sent it.
    if (doc.type !== 'OrderPlaced' || doc.outboxAttempts === 0 || this.missing.has('ordersList')) return null;
    const userId = session.userId === null ? '' : String(session.userId);
    if (!session.token || !canFetchAddresses(userId)) return null;
    const order = OrderStorePayloadSchema.safeParse((doc.payload as { order?: unknown }).order);
    if (!order.success) return null;
    const result = await this.api.get(`/user/${userId}/orders`, OrdersListResponseSchema, {
      token: session.token,
    });
    if (this.missing.lacks('ordersList', result) || !result.ok) return null;
    const taken = new Set((await confirmedIds(this.db)).values());
    const listed = result.value.data.map((stored) => ({
      order: stored,
      createdAt: Date.parse(stored.created_at),
    }));
    return orderOfAttempt(listed, { order: order.data, placedAt: doc.at }, taken)?.id ?? null;
  }
}
