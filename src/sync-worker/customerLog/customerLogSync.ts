/**
 * When the customer's log replicates (DESIGN "The customer's log across devices"): from a login (or a
 * worker starting with a customer logged in) to the logout. At login the guest's cart and favourites are set
 * aside, the account's log is pulled, and the guest's join it as events of their own (joinGuestLog). At logout the
 * device's unsent events are given a moment to reach the server, and the account's log leaves the device, which
 * keeps an empty guest cart. Delete Account deletes the log on the server too.
 */
import { debounceTime, filter, type Subscription } from 'rxjs';
import type { EventLog, ShopDatabase } from '../../db';
import type { CartItem, ProjectionState } from '../../domain';
import type { ApiClient } from '../apiClient';
import { customerLogApi } from './customerLogApi';
import { replicateCustomerLog } from './customerLogReplication';

type Session = ProjectionState['session'];

export interface CustomerLogSyncOptions {
  reconnectMs?: number;
  /** How long login waits for the account's log before joining the guest's cart to what it has. */
  firstPullMs?: number;
  /** How long logout waits for unsent events to reach the server. */
  flushMs?: number;
  /** One of the customer's orders took a new status: its tracking need not wait for the next poll. */
  onOrderStatus?: (orderId: string) => void;
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

export class CustomerLogSync {
  private running: {
    key: string;
    stop: (forget?: boolean) => Promise<void>;
    settled: () => Promise<void>;
    synced: () => Promise<void>;
  } | null = null;
  /** The backend has no customer's log: the log stays on the device until the worker starts again. */
  private missing = false;
  private heardMissing: () => void = () => {};
  /** Settles when the backend is found to have no customer's log: login then joins the guest's cart at once. */
  private readonly whenMissing = new Promise<void>((resolve) => {
    this.heardMissing = resolve;
  });
  private readonly folding: Subscription;

  constructor(
    private readonly db: ShopDatabase,
    private readonly api: ApiClient,
    private readonly events: EventLog,
    private readonly options: CustomerLogSyncOptions = {},
  ) {
    // An event placed by the server (pulled, or its own pushed one answered) changes the fold's order.
    this.folding = db.events.$.pipe(
      filter((change) => (change.documentData?.seq ?? 0) > 0),
      debounceTime(20),
    ).subscribe(() => {
      this.events.catchUp().catch(() => undefined);
    });
    // Not awaited: RxDB cancels the replication itself as the collection closes, and waiting for that here would
    // hold the database's close on its own collections.
    db.onClose.push(() => {
      this.folding.unsubscribe();
      void this.stop();
    });
  }

  /** A worker starting with a customer logged in carries on where the last one was. */
  async resume(): Promise<void> {
    this.start((await this.events.state()).session);
  }

  /** Appends LoggedIn, with the guest's cart and favourites joining the account's. */
  async logIn(append: () => Promise<ProjectionState>): Promise<ProjectionState> {
    const lines = (await this.events.state()).cart.cartProducts;
    const stocks = new Map(
      await Promise.all(lines.map(async (line) => [line.id, await this.stockOf(line)] as const)),
    );
    // The guest's lines are held beside the log, and shown joined, until the account's log is here to join.
    await this.events.setAsideCustomerLog({ holdForJoin: (item) => stocks.get(item.id) ?? null });
    const state = await append();
    this.start(state.session);
    const running = this.running;
    void (async () => {
      if (running)
        await within(Promise.race([running.settled(), this.whenMissing]), this.options.firstPullMs ?? 8_000);
      await this.events.joinSetAside();
    })().catch(() => undefined);
    return state;
  }

  /** Appends LoggedOut, and the account's log leaves the device. */
  async logOut(append: () => Promise<ProjectionState>): Promise<ProjectionState> {
    const running = this.running;
    if (running) await within(running.synced(), this.options.flushMs ?? 3_000);
    await this.stop(true);
    await append();
    await this.events.setAsideCustomerLog();
    return this.events.state();
  }

  /** Delete Account: the customer's log on the server goes too. Quiet when the backend has none. */
  async forget(token: string | null): Promise<void> {
    await this.stop(true);
    if (token) await customerLogApi(this.api, token).remove();
  }

  private start(session: Session): void {
    const key = session.isLogin && session.token ? `${session.userId}:${session.token.slice(-12)}` : null;
    if (key === this.running?.key) return;
    void this.stop();
    if (key === null || this.missing || !session.token) return;
    this.events.replicating = true;
    const replication = replicateCustomerLog({
      db: this.db,
      api: customerLogApi(this.api, session.token),
      identifier: `customer-log:${key}`,
      reconnectMs: this.options.reconnectMs,
      onOrderStatus: this.options.onOrderStatus,
      onMissing: () => {
        this.missing = true;
        this.heardMissing();
        this.events.replicating = false;
        void this.stop();
      },
    });
    this.running = {
      key,
      stop: replication.stop,
      settled: () => replication.state.awaitInitialReplication(),
      synced: () => replication.state.awaitInSync().then(() => undefined),
    };
  }

  /** `forget`: the account's data leaves the device with it (logout, Delete Account). */
  private async stop(forget = false): Promise<void> {
    const running = this.running;
    this.running = null;
    this.events.replicating = false;
    await running?.stop(forget);
  }

  /** The stock of a plain product stored on the device; a variant's, or an unknown product's, is not known here. */
  private async stockOf(item: CartItem): Promise<number | null> {
    if (item.v_id || item.variantId || item.originalProductId === null) return null;
    const product = await this.db.products.findOne(String(item.originalProductId)).exec();
    return product?.quantity ?? null;
  }
}
