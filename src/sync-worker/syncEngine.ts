/**
 * The sync engine: every network read and write of the shop goes through here, and everything it learns lands in
 * the local database, which the screens watch. `worker.ts` only exposes it through comlink; tests drive it
 * directly. Each concern lives in its own part; this class wires them to one API client and one clock.
 */
import type { ShopDatabase } from '../db';
import { AccountSync } from './accountSync';
import { AddressSync } from './addressSync';
import type { ApiClient, Language } from './apiClient';
import { CatalogueSync } from './catalogueSync';
import { CheckoutSync } from './checkoutSync';
import { GeocodeSync } from './geocodeSync';
import { OrderSync } from './orderSync';
import { OutboxPusher } from './outboxPusher';
import { PaymentSync } from './paymentSync';
import { type RefreshOutcome, SyncStatusRecorder } from './syncStatus';

export class SyncEngine {
  private language: Language = 'ar';
  readonly catalogue: CatalogueSync;
  readonly account: AccountSync;
  readonly outbox: OutboxPusher;
  readonly addresses: AddressSync;
  readonly geocode: GeocodeSync;
  readonly orders: OrderSync;
  readonly checkout: CheckoutSync;
  readonly payments: PaymentSync;

  constructor(
    readonly db: ShopDatabase,
    readonly api: ApiClient,
    readonly now: () => number = Date.now,
  ) {
    const status = new SyncStatusRecorder(db, now);
    this.catalogue = new CatalogueSync(db, api, status, now);
    this.account = new AccountSync(api);
    this.outbox = new OutboxPusher(db, api, now);
    this.addresses = new AddressSync(db, api, status);
    this.geocode = new GeocodeSync(api);
    this.orders = new OrderSync(db, api, status);
    this.checkout = new CheckoutSync(api, now);
    this.payments = new PaymentSync(db, api);
  }

  setLanguage(language: Language): void {
    this.language = language;
  }

  getLanguage(): Language {
    return this.language;
  }

  refreshHome(): Promise<RefreshOutcome> {
    return this.catalogue.refreshHome();
  }
}
