/**
 * The window's view of the local database, served from the worker (DESIGN "The local database": the window never
 * holds RxDB). The window describes a query; this subscribes to it in RxDB and pushes each new result back, so a
 * write here, in another tab's worker, or by a sync re-renders the screens that show it. Appends to the event log
 * and the pending card payments are reached through here too.
 */
import type { Subscription } from 'rxjs';
import { isPageCollection, type LiveQuery, type LiveResult, type PageData } from '../contract';
import {
  type EventLog,
  findLive,
  forgetCustomer,
  PendingPayments,
  type ShopDatabase,
  unsentOrderCount,
} from '../db';
import type { EventPayload, EventType, ProjectionState } from '../domain';
import type { CatalogueSync } from './catalogueSync';
import type { CustomerLogSync } from './customerLog/customerLogSync';
import { orderPaidWith, type StoredOrder, unsentCashOrder } from './placedOrders';

export class LocalData {
  readonly payments: PendingPayments;
  private readonly live = new Map<number, Subscription>();
  private readonly closed = new Set<number>();
  /** Set as the database starts closing, before its collections close (RxDB runs onClose first). */
  private ended = false;
  /**
   * Live queries answer once the event log is folded (events appended before a crash, or by another tab, are in
   * the projection before a screen reads the cart); those of the catalogue also once a server render's data is
   * stored, so their first result is never older than the page. The customer's own collections are never in a
   * page, so the cart does not wait for the catalogue to be written.
   */
  private readonly folded: Promise<void>;
  private seeded: Promise<void>;

  constructor(
    private readonly db: ShopDatabase,
    private readonly catalogue: CatalogueSync,
    readonly events: EventLog,
    now: () => number = Date.now,
    private readonly customerLog: CustomerLogSync | null = null,
  ) {
    this.payments = new PendingPayments(db, now);
    // A database closes as its worker ends, or as a test does, while screens may still be watching.
    db.onClose.push(() => this.close());
    this.folded = this.events.catchUp().then(
      () => undefined,
      () => undefined,
    );
    this.seeded = this.folded;
  }

  /** Stores the data a server render inlined in the page; live queries wait for it. */
  seedPage(page: PageData): Promise<void> {
    const stored = this.seeded.then(() => this.catalogue.storePage(page));
    this.seeded = stored.catch(() => undefined);
    return stored;
  }

  /**
   * Settles once the page's data (if any) is stored. Catalogue refreshes wait for it: a refresh that finished first
   * would otherwise have its fresher answer (or its failure, in the sync status) overwritten by the page's data.
   */
  whenSeeded(): Promise<void> {
    return this.seeded;
  }

  async openLiveQuery(id: number, query: LiveQuery, onResult: LiveResult): Promise<void> {
    await this.readyFor(query);
    // A query closed while it opened, or whose database closed meanwhile, has nobody left to answer.
    if (this.closed.delete(id) || this.ended) return;
    const subscription = findLive(this.db, query).$.subscribe({
      next: (docs) => {
        // The window may have gone (a closed tab) before it said so; its callback then rejects.
        Promise.resolve(onResult(docs.map((doc) => doc.toMutableJSON()))).catch(() =>
          this.closeLiveQuery(id),
        );
      },
      error: () => this.closeLiveQuery(id),
    });
    this.live.set(id, subscription);
  }

  private readyFor(query: LiveQuery): Promise<void> {
    return isPageCollection(query.collection) ? this.seeded : this.folded;
  }

  closeLiveQuery(id: number): void {
    const subscription = this.live.get(id);
    if (!subscription) {
      if (!this.ended) this.closed.add(id);
      return;
    }
    subscription.unsubscribe();
    this.live.delete(id);
  }

  async queryOnce(query: LiveQuery): Promise<unknown[]> {
    await this.readyFor(query);
    const docs = await findLive(this.db, query).exec();
    return docs.map((doc) => doc.toMutableJSON());
  }

  /** Login and logout also start and end the customer's log on this device (customerLogSync.ts). */
  appendEvent<T extends EventType>(
    type: T,
    payload: EventPayload<T>,
    options: { id?: string } = {},
  ): Promise<ProjectionState> {
    const append = () => this.events.append(type, payload, options);
    if (type === 'LoggedIn' && this.customerLog) return this.customerLog.logIn(append);
    if (type === 'LoggedOut' && this.customerLog) return this.customerLog.logOut(append);
    return append();
  }

  unsentCashOrder(): Promise<StoredOrder | null> {
    return unsentCashOrder(this.db);
  }

  orderPaidWith(invoiceId: string): Promise<StoredOrder | null> {
    return orderPaidWith(this.db, invoiceId);
  }

  /** Delete Account on this device (src/db/forgetCustomer.ts), and of the customer's log on the server. */
  async forgetCustomer(): Promise<ProjectionState> {
    const { token } = (await this.events.state()).session;
    await this.customerLog?.forget(token ?? null).catch(() => undefined);
    return forgetCustomer(this.db, this.events);
  }

  unsentOrderCount(): Promise<number> {
    return unsentOrderCount(this.db);
  }

  close(): void {
    this.ended = true;
    for (const subscription of this.live.values()) subscription.unsubscribe();
    this.live.clear();
  }
}
