/**
 * Sends the outbox (DESIGN "Event sourcing"): events in id order, one at a time per aggregate, each with its
 * event id as the idempotency key, so a retry or a second tab never makes a second effect. A 4xx marks the event
 * failed with the server's message; a network cut, a time-out, a 5xx, a 429 or an answer that cannot be read keeps
 * it pending with backoff; nothing is dropped silently. An aggregate stops at its first event that cannot go yet,
 * so order holds. An order retried after no answer is first looked for among the customer's orders
 * (orderStoredBefore.ts), and a call beyond SPEC §7 the backend lacks is not asked again in this run. A cash
 * order is priced again with the server's amounts before its first attempt (orderRepricer.ts), and one that must
 * wait for its shopper, or that the server refused, is recorded as a fact the whole shop shows them.
 */
import { z } from 'zod';
import type { EventDoc, EventLog, ShopDatabase, SyncError } from '../db';
import { fromEventDoc } from '../db';
import {
  type AuthState,
  type OrderStorePayload,
  type ShortLine,
  type StockRefusal,
  StockRefusalSchema,
} from '../domain';
import { addressLinks, applyAddressChange } from './addressCache';
import { type ApiClient, serverSaid } from './apiClient';
import { CheckoutSync } from './checkoutSync';
import { MissingCalls } from './missingCall';
import { OrderRepricer } from './orderRepricer';
import { OrderStoredBefore } from './orderStoredBefore';
import { storeOrder } from './orderSync';
import { type OutboxRequest, outboxRequest, SETTLED } from './outboxRequests';

export interface PushReport {
  sent: number;
  failed: number;
  waiting: number;
}

/**
 * The sync_status row saying how the outbox's last call went, so every tab can tell "offline" from "the server is
 * in trouble and the outbox is retrying" (the leader's worker writes it; RxDB shares it with the other tabs).
 */
const OUTBOX_STATUS_ID = 'outbox';

const BACKOFF_BASE_MS = 1000;
const BACKOFF_MAX_MS = 60_000;

export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

const AnyJson = z.unknown();
const isRetryable = (status: number | undefined) =>
  status === undefined || status >= 500 || status === 408 || status === 429;

/** Why a cash order is failed without a call: it waits for its shopper (OrderNeedsAttention says why). */
const HELD_FOR_SHOPPER = "The order waits for its shopper: the server's amounts or stock changed";

export class OutboxPusher {
  private running: Promise<PushReport> | null = null;
  private readonly storedBefore: OrderStoredBefore;

  constructor(
    private readonly db: ShopDatabase,
    private readonly api: ApiClient,
    private readonly now: () => number,
    private readonly events: EventLog,
    private readonly missing: MissingCalls = new MissingCalls(),
    private readonly repricer: OrderRepricer = new OrderRepricer(db, events, api, new CheckoutSync(api, now)),
  ) {
    this.storedBefore = new OrderStoredBefore(db, api, missing);
  }

  /** One pass over what is due; concurrent asks share the pass under way. */
  push(): Promise<PushReport> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** When the next retry falls due, or null when nothing waits on a timer. */
  async nextRetryAt(): Promise<number | null> {
    const waiting = await this.db.events
      .find({ selector: { outboxStatus: 'pending', nextAttemptAt: { $gt: 0 } }, sort: [{ id: 'asc' }] })
      .exec();
    const times = waiting.map((doc) => doc.nextAttemptAt);
    return times.length ? Math.min(...times) : null;
  }

  private async pass(): Promise<PushReport> {
    const report: PushReport = { sent: 0, failed: 0, waiting: 0 };
    const session = (await this.events.state()).session;
    const pending = await this.db.events
      .find({ selector: { outboxStatus: 'pending' }, sort: [{ outboxStatus: 'asc' }, { id: 'asc' }] })
      .exec();
    const byAggregate = new Map<string, EventDoc[]>();
    for (const doc of pending) {
      const docs = byAggregate.get(doc.aggregate) ?? [];
      docs.push(doc.toMutableJSON());
      byAggregate.set(doc.aggregate, docs);
    }
    await Promise.all([...byAggregate.values()].map((docs) => this.pushInOrder(docs, session, report)));
    return report;
  }

  private async pushInOrder(docs: EventDoc[], session: AuthState, report: PushReport): Promise<void> {
    for (const doc of docs) {
      const outcome = await this.pushOne(doc, session);
      if (outcome === 'sent') report.sent++;
      else if (outcome === 'failed') report.failed++;
      else {
        report.waiting += 1;
        return;
      }
    }
  }

  private async pushOne(doc: EventDoc, session: AuthState): Promise<'sent' | 'failed' | 'waiting'> {
    if (doc.nextAttemptAt > this.now()) return 'waiting';
    const event = fromEventDoc(doc);
    // Address events may name an address by the client id it was created under; the server knows it by its id.
    const context = event.aggregate === 'addresses' ? { addressIds: await addressLinks(this.db) } : undefined;
    const request = outboxRequest(event, session, context);
    if (request === SETTLED) return this.settle(doc);
    if (!request || (request.needsLogin && !session.token)) return 'waiting';
    if (request.extension && this.missing.has(request.extension)) return this.notOffered(doc, request.path);
    const storedBefore = await this.storedBefore.find(doc, session);
    if (storedBefore !== null) {
      await this.confirm(doc.id, storedBefore);
      return this.settle(doc);
    }
    let body = request.body;
    if (event.type === 'OrderPlaced') {
      const step = await this.repricer.step(doc.id, event.payload.order);
      if ('waiting' in step) {
        await this.recordCall(step.waiting.error, step.waiting.message);
        const stored = await this.db.events.findOne(doc.id).exec();
        return stored ? this.retryLater(stored, doc.outboxAttempts + 1, step.waiting.message) : 'waiting';
      }
      await this.recordCall(null, null);
      if ('held' in step) {
        await this.db.events
          .findOne(doc.id)
          .incrementalPatch({ outboxStatus: 'failed', outboxLastError: HELD_FOR_SHOPPER });
        return 'failed';
      }
      body = step.send;
    }
    const result = await this.api.post(request.path, body, AnyJson, {
      token: session.token,
      idempotencyKey: doc.id,
    });
    const stored = await this.db.events.findOne(doc.id).exec();
    if (!stored) return 'waiting';
    const attempts = doc.outboxAttempts + 1;
    if (result.ok) {
      const answer = readable(() => request.accepted(result.value));
      // A 2xx that is not the call's answer may follow an effect the server made: ask again with the same key
      // rather than fail an event the server may hold (an order the shopper would be told was not created).
      if (!answer) {
        await this.recordCall('invalidResponse', `${request.path}: the answer could not be read`);
        return this.retryLater(stored, attempts, `${request.path}: the answer could not be read`);
      }
      await this.recordCall(null, null);
      if (answer.ok) {
        await this.learn(request, result.value, session);
        await this.confirm(doc.id, request.confirmedOrderId?.(result.value) ?? null);
        await stored.incrementalPatch({
          outboxStatus: 'sent',
          outboxAttempts: attempts,
          outboxLastError: null,
        });
        return 'sent';
      }
      if (event.type === 'OrderPlaced')
        await this.refused(doc.id, event.payload.order, 200, answer.message ?? '', null);
      await stored.incrementalPatch({
        outboxStatus: 'failed',
        outboxAttempts: attempts,
        outboxLastError: answer.message ?? 'rejected',
      });
      return 'failed';
    }
    if (request.extension && this.missing.lacks(request.extension, result)) {
      // The server answered, and a 501 is no trouble to retry through.
      await this.recordCall(null, null);
      return this.notOffered(doc, request.path);
    }
    const refused = result.error === 'server' && !isRetryable(result.status);
    // A refusal is an answer: the server is there and working, whatever it thought of this event.
    await this.recordCall(refused ? null : result.error, refused ? null : result.message);
    if (refused) {
      if (event.type === 'OrderPlaced')
        await this.refused(
          doc.id,
          event.payload.order,
          result.status ?? 400,
          serverSaid(request.path, result) ?? '',
          result.body,
        );
      await stored.incrementalPatch({
        outboxStatus: 'failed',
        outboxAttempts: attempts,
        outboxLastError: result.message,
      });
      return 'failed';
    }
    return this.retryLater(stored, attempts, result.message);
  }

  /**
   * An order the server refused for good, as a fact the shop shows its shopper wherever they are, recorded before
   * the order is marked failed so a reader of 'failed' finds it: the server's message (empty when it sent none),
   * and for a refusal for stock the lines it named, by the names the order gave them.
   */
  private async refused(
    orderKey: string,
    order: OrderStorePayload,
    status: number,
    message: string,
    body: unknown,
  ): Promise<void> {
    const refusal: StockRefusal = StockRefusalSchema.safeParse(body).data ?? {};
    const short = (refusal.code === 'outOfStock' ? (refusal.short ?? []) : []).map((line): ShortLine => {
      const v_id = line.v_id ?? null;
      const named = order.product_details.find(
        (sent) => String(sent.id) === String(line.id) && (sent.v_id ?? null) === v_id,
      );
      return {
        line: { id: line.id, v_id, name: named?.name ?? null, title: named?.title ?? null },
        requested: line.requested,
        available: line.available,
      };
    });
    await this.events.append('OrderRefused', {
      orderKey,
      userId: String(order.order_detail.user_id),
      status,
      code: refusal.code ?? null,
      message,
      short,
    });
  }

  /** How the last call went: null when the server answered, else why the outbox is waiting to try again. */
  private async recordCall(error: SyncError | null, detail: string | null): Promise<void> {
    const now = this.now();
    const previous = await this.db.sync_status.findOne(OUTBOX_STATUS_ID).exec();
    await this.db.sync_status.upsert({
      id: OUTBOX_STATUS_ID,
      lastAttemptAt: now,
      lastSuccessAt: error ? (previous?.lastSuccessAt ?? null) : now,
      error,
      detail,
    });
  }

  /** Records the server's order id once, before the order's event is marked sent, so a reader of 'sent' finds it. */
  private async confirm(orderKey: string, orderId: string | number | null): Promise<void> {
    if (orderId === null) return;
    const known = await this.db.events
      .findOne({ selector: { type: 'OrderConfirmed', 'payload.orderKey': orderKey } })
      .exec();
    if (!known) await this.events.append('OrderConfirmed', { orderKey, orderId });
  }

  private async retryLater(
    stored: { incrementalPatch(patch: Partial<EventDoc>): Promise<unknown> },
    attempts: number,
    message: string,
  ): Promise<'waiting'> {
    await stored.incrementalPatch({
      outboxAttempts: attempts,
      outboxLastError: message,
      nextAttemptAt: this.now() + backoffMs(attempts),
    });
    return 'waiting';
  }

  /**
   * The connection is back, or a shopper asked: events waiting out a backoff are due at once, since the backoff was
   * counting a cut that is over, or the shopper would rather not wait for it. The idempotency key makes the early
   * retry safe.
   */
  async retryNow(): Promise<void> {
    const waiting = await this.db.events
      .find({ selector: { outboxStatus: 'pending', nextAttemptAt: { $gt: 0 } } })
      .exec();
    await Promise.all(waiting.map((doc) => doc.incrementalPatch({ nextAttemptAt: 0 })));
  }

  /** An event for a call this backend lacks (beyond SPEC §7): failed quietly, as nothing will ever take it. */
  private async notOffered(doc: EventDoc, path: string): Promise<'failed'> {
    await this.db.events
      .findOne(doc.id)
      .incrementalPatch({ outboxStatus: 'failed', outboxLastError: `${path}: not offered by this backend` });
    return 'failed';
  }

  /** Marks an event sent that needs no call: its effect already holds on the server. */
  private async settle(doc: EventDoc): Promise<'sent'> {
    await this.db.events.findOne(doc.id).incrementalPatch({ outboxStatus: 'sent', outboxLastError: null });
    return 'sent';
  }

  /**
   * Stores what an accepted answer says about local data before the event stops being pending, so the screen
   * never shows the address list without the change. A malformed detail is skipped: the server did accept, and
   * the next list refresh brings the record.
   */
  private async learn(request: OutboxRequest, json: unknown, session: AuthState): Promise<void> {
    try {
      if (request.addressChange)
        await applyAddressChange(this.db, String(session.userId ?? ''), request.addressChange(json));
      if (request.storedOrder) await storeOrder(this.db, request.storedOrder(json));
    } catch {
      // See above: the refresh repairs it.
    }
  }
}

/** What an answer says, or null when it is not the answer the call expects. */
function readable<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}
