/**
 * The sync engine: every network read and write of the shop goes through here, and everything it learns lands in
 * the local database, which the screens watch. `worker.ts` only exposes it through comlink; tests drive it
 * directly. Each concern lives in its own part; this class wires them to one API client and one clock.
 */
import type { LocalSearchAnswer, SearchSuggestionsAnswer } from '../contract';
import { type CategoryDoc, EventLog, type ProductDoc, type ShopDatabase } from '../db';
import { respelled } from '../domain';
import { AccountSync } from './accountSync';
import { AddressSync } from './addressSync';
import type { ApiClient, Language } from './apiClient';
import { CatalogueSync } from './catalogueSync';
import { CheckoutSync } from './checkoutSync';
import { CustomerLogSync } from './customerLog/customerLogSync';
import { DeliveryTimes } from './deliveryTimes';
import { GeocodeSync } from './geocodeSync';
import { LocalData } from './localData';
import { LocalSearch } from './localSearch';
import { MissingCalls } from './missingCall';
import { OrderRepricer } from './orderRepricer';
import { OrderSync } from './orderSync';
import { type NudgeChannel, OutboxNudges } from './outboxNudges';
import { OutboxPusher } from './outboxPusher';
import { PaymentSync } from './paymentSync';
import { ProductListings } from './productListings';
import { type RefreshOutcome, SyncStatusRecorder } from './syncStatus';

/** How old the catalogue on the device may be before the worker's schedule or a search refreshes it. */
export const CATALOGUE_REFRESH_MS = 15 * 60_000;

export class SyncEngine {
  private language: Language = 'ar';
  /**
   * Set as the database starts closing (a page leaving, a test ending), before its collections close: a call cut
   * short from then on is not a failure (workerApi.ts).
   */
  get closing(): boolean {
    return this.ended;
  }
  private ended = false;
  private languageChosen = false;
  private readonly status: SyncStatusRecorder;
  readonly catalogue: CatalogueSync;
  readonly account: AccountSync;
  readonly outbox: OutboxPusher;
  /** What the leader's outbox schedule listens to for a shopper's "Try again" (outboxNudges.ts). */
  readonly outboxNudges: OutboxNudges;
  readonly addresses: AddressSync;
  readonly geocode: GeocodeSync;
  readonly orders: OrderSync;
  readonly checkout: CheckoutSync;
  readonly deliveryTimes: DeliveryTimes;
  readonly payments: PaymentSync;
  readonly local: LocalData;
  readonly customerLog: CustomerLogSync;
  readonly search: LocalSearch;
  readonly listings: ProductListings;

  constructor(
    readonly db: ShopDatabase,
    readonly api: ApiClient,
    readonly now: () => number = Date.now,
    /** Where nudges travel between the tabs' workers: the shop's BroadcastChannel unless a test passes its own. */
    nudgeChannel?: () => NudgeChannel | null,
  ) {
    const status = new SyncStatusRecorder(db, now);
    this.status = status;
    // One event log per worker, so its appends (the screens', the outbox's confirmations) run one at a time.
    const events = new EventLog(db, { now });
    // The calls beyond SPEC §7 this backend lacks, learnt once per worker run and shared by every part.
    const missing = new MissingCalls();
    this.catalogue = new CatalogueSync(db, api, status, now, missing);
    this.account = new AccountSync(api);
    this.checkout = new CheckoutSync(api, now);
    this.deliveryTimes = new DeliveryTimes(api, now, missing);
    // A queued cash order is priced again with the rates checkout reads, through the same 5-minute memory.
    const repricer = new OrderRepricer(db, events, api, this.checkout);
    this.outbox = new OutboxPusher(db, api, now, events, missing, repricer);
    this.outboxNudges = new OutboxNudges(nudgeChannel);
    this.addresses = new AddressSync(db, api, status);
    this.geocode = new GeocodeSync(api, missing);
    this.orders = new OrderSync(db, api, status, missing);
    this.payments = new PaymentSync(db, api);
    this.customerLog = new CustomerLogSync(db, api, events, {
      // The stored copy, which the order screens watch, takes the new status at once; polling stays the fallback.
      onOrderStatus: (orderId) => void this.orders.loadOrder(orderId).catch(() => undefined),
    });
    this.local = new LocalData(db, this.catalogue, events, now, this.customerLog);
    this.customerLog.resume().catch(() => undefined);
    this.search = new LocalSearch(db);
    this.listings = new ProductListings(db);
    db.onClose.push(() => {
      this.ended = true;
      this.outboxNudges.close();
    });
  }

  /**
   * The first call tells the worker the page's language, which the page's own data is already in. A change after
   * it asks for the home data again: banner pictures have words on them and their URLs carry the language they
   * were asked in, so the stored ones would keep the old language until the next refresh. A round already under
   * way asked in the old language, so the new one follows it rather than sharing it.
   */
  async setLanguage(language: Language): Promise<void> {
    const changed = this.languageChosen && language !== this.language;
    this.language = language;
    this.languageChosen = true;
    if (!changed) return;
    await this.local.whenSeeded();
    await this.status.settled('home');
    await this.catalogue.refreshHome();
  }

  /**
   * A shopper's "Try again" on an order that is taking long: whichever tab's worker leads sends what waits in the
   * outbox now, under the same idempotency keys. This worker never pushes for it unless it leads.
   */
  async retryOutboxNow(): Promise<void> {
    this.outboxNudges.send();
  }

  getLanguage(): Language {
    return this.language;
  }

  refreshHome(): Promise<RefreshOutcome> {
    return this.catalogue.refreshHome();
  }

  /**
   * The stored products the words find, best first (SPEC §2 Search). A shopper searching is the moment the whole
   * catalogue matters on the device, so a catalogue refresh starts too unless one ran lately (it answers from what
   * is stored at once and does not wait for it). The first documents come with the answer, so the overlay shows
   * what a phone's screen holds after one trip to the worker, not a second one for a query by their ids; only
   * those: reading fifty documents not read lately from IndexedDB took 3-12 ms, most of a keystroke's time.
   */
  async searchLocal(text: string, withDocs: number): Promise<LocalSearchAnswer> {
    this.catalogue.syncCatalogueIfStale(CATALOGUE_REFRESH_MS).catch(() => undefined);
    const ids = await this.search.search(text);
    const first = ids.slice(0, Math.max(0, withDocs)).map(String);
    const found = await this.db.products.findByIds(first).exec();
    const docs = first.flatMap((id) => {
      const doc = found.get(id);
      return doc ? [doc.toMutableJSON() as ProductDoc] : [];
    });
    return { ids, docs };
  }

  /**
   * What the search overlay offers when the words find nothing (SPEC §2 Search): spellings that would find something
   * (written in the letters of a product each finds: the index keeps names folded) and the stored categories nearest
   * the words, from the same index.
   */
  async searchSuggestions(text: string): Promise<SearchSuggestionsAnswer> {
    const suggested = await this.search.suggest(text);
    const { categoryIds } = suggested;
    const examples = await this.db.products.findByIds(suggested.examples.map(String)).exec();
    const spellings = suggested.spellings.map((spelling, i) => {
      const example = examples.get(String(suggested.examples[i]));
      return example ? respelled(spelling, [example.name, example.nameEn]) : spelling;
    });
    const found = await this.db.categories.findByIds(categoryIds.map(String)).exec();
    const categories = categoryIds.flatMap((id) => {
      const doc = found.get(String(id));
      return doc ? [doc.toMutableJSON() as CategoryDoc] : [];
    });
    return { spellings, categories };
  }
}
