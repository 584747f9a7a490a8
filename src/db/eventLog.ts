/**
 * The event log and its projection (DESIGN "Event sourcing"). A user change is appended as an event first, then
 * the projection is recomputed as the fold of the log by the domain reducers. If the page dies between the two,
 * the next `catchUp()` folds the missing events in, so no change the shopper made is lost. The fold is a full
 * replay of the (compacted, so bounded) log rather than an incremental step: another tab may append an event whose
 * id sorts before one already applied, and only a replay takes it in.
 */
import type { Observable } from 'rxjs';
import { map } from 'rxjs';
import {
  compact,
  compareEventIds,
  createEvent,
  type EventPayload,
  type EventType,
  emptyCartProjection,
  guestCappedByStock,
  idJustAfter,
  initialProjectionState,
  isReplicated,
  joinGuestLog,
  makeEventId,
  type ProjectionState,
  replay,
  type ShopEvent,
  ShopEventSchema,
  withGuestJoined,
} from '../domain';
import type { ShopDatabase } from './database';
import type { EventDoc } from './schemas/event.schema';

export interface EventLogOptions {
  now?: () => number;
  /** A few random characters that make ids from two tabs in the same millisecond distinct. */
  randomSuffix?: () => string;
  /** The log is folded into a snapshot once it holds more events than this. */
  compactionBound?: number;
}

export const DEFAULT_COMPACTION_BOUND = 200;

/** A cleanup purges tombstones older than this; a negative age reaches those removed this very millisecond. */
export const PURGE_NOW_MS = -60_000;

/**
 * Where a guest's cart and favourites wait at login for the account's log (`setAsideCustomerLog`, `joinSetAside`):
 * beside the projection, so every tab's fold shows them joined until the join is appended.
 */
const GUEST_JOIN = 'guestJoin';

type GuestLog = Pick<ProjectionState, 'cart' | 'favorites'>;

function cryptoSuffix(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}

export function toEventDoc(event: ShopEvent): EventDoc {
  return {
    id: event.id,
    type: event.type,
    aggregate: event.aggregate,
    payload: event.payload as Record<string, unknown>,
    at: event.at,
    outboxStatus: event.outbox?.status ?? 'none',
    outboxAttempts: event.outbox?.attempts ?? 0,
    outboxLastError: event.outbox?.lastError ?? null,
    nextAttemptAt: 0,
    seq: event.seq ?? 0,
  };
}

export function fromEventDoc(doc: EventDoc): ShopEvent {
  const outbox =
    doc.outboxStatus === 'none'
      ? {}
      : {
          outbox: { status: doc.outboxStatus, attempts: doc.outboxAttempts, lastError: doc.outboxLastError },
        };
  return ShopEventSchema.parse({
    id: doc.id,
    type: doc.type,
    aggregate: doc.aggregate,
    payload: doc.payload,
    at: doc.at,
    ...outbox,
    ...(doc.seq > 0 ? { seq: doc.seq } : {}),
  });
}

export class EventLog {
  private counter = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly now: () => number;
  private readonly randomSuffix: () => string;
  private readonly compactionBound: number;
  /** The customer's log replicates: compaction waits for its events' server places (compaction.ts). */
  replicating = false;

  constructor(
    private readonly db: ShopDatabase,
    options: EventLogOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.randomSuffix = options.randomSuffix ?? cryptoSuffix;
    this.compactionBound = options.compactionBound ?? DEFAULT_COMPACTION_BOUND;
  }

  /**
   * Appends one event and brings the projection up to date; resolves with the new state. An event given an `id`
   * (minted earlier with `newEventId`) is appended at most once: if this or another tab already appended it, the
   * log is left as it is.
   */
  append<T extends EventType>(
    type: T,
    payload: EventPayload<T>,
    options: { id?: string } = {},
  ): Promise<ProjectionState> {
    return this.serially(async () => {
      const at = this.now();
      const id = options.id ?? this.newEventId();
      try {
        await this.db.events.insert(toEventDoc(createEvent(id, at, type, payload)));
      } catch (error) {
        if (options.id === undefined || (error as { code?: unknown }).code !== 'CONFLICT') throw error;
      }
      return this.fold();
    });
  }

  /** Puts an event the server refused back in the outbox, to be sent again under the same idempotency key. */
  async requeue(id: string): Promise<void> {
    const doc = await this.db.events.findOne(id).exec();
    if (doc?.outboxStatus === 'failed')
      await doc.incrementalPatch({ outboxStatus: 'pending', outboxLastError: null, nextAttemptAt: 0 });
  }

  /** A fresh, time-sortable event id, for an event that must be named before it is appended (an order's key). */
  newEventId(): string {
    return makeEventId(this.now(), this.counter++ % 1_679_616, this.randomSuffix());
  }

  /**
   * Replaces the whole log by one snapshot of `keep(state)`: every event before it is removed, whether sent or
   * still owed to the server (Delete Account, which warns about an unsent order first). The snapshot is written
   * before the events go, so a crash in between leaves a log that still folds to the kept state.
   */
  restartFrom(keep: (state: ProjectionState) => ProjectionState): Promise<ProjectionState> {
    return this.serially(async () => {
      const docs = await this.db.events.find().exec();
      const events = docs.map((doc) => fromEventDoc(doc.toMutableJSON()));
      const last = [...events].sort((a, b) => compareEventIds(a.id, b.id)).at(-1);
      const fresh = this.newEventId();
      const id = last && compareEventIds(idJustAfter(last.id), fresh) > 0 ? idJustAfter(last.id) : fresh;
      const snapshot = createEvent(id, this.now(), 'Snapshot', { state: keep(replay(events)) });
      await this.db.events.insert(toEventDoc(snapshot));
      await this.db.events.bulkRemove(events.map((event) => event.id));
      return this.fold();
    });
  }

  /**
   * Takes the customer's log out of this device's log and resolves with the cart and favourites it
   * held: at login, the guest's (they join the account's as events of their own, joinGuestLog); at logout, the
   * account's, which stay on the server for the next login. Every event of the customer's log goes; every snapshot
   * keeps its other state, with an empty cart, no favourites, no selected address and no server place, so the
   * events pulled next fold on top of it (projection.ts). Events owed to the outbox stay.
   */
  setAsideCustomerLog(
    options: {
      /** At login: the guest's lines are held for `joinSetAside`, capped by the stock the device knows. */
      holdForJoin?: (item: GuestLog['cart']['cartProducts'][number]) => number | null;
    } = {},
  ): Promise<GuestLog> {
    return this.serially(async () => {
      const docs = await this.db.events.find().exec();
      const events = docs.map((doc) => fromEventDoc(doc.toMutableJSON()));
      const { cart, favorites } = replay(events);
      const snapshots = events.flatMap((event) => (event.type === 'Snapshot' ? [event] : []));
      await this.db.events.bulkUpsert(
        snapshots.map(({ seq: _place, ...snapshot }) => {
          const { state } = snapshot.payload;
          const emptied = {
            ...state,
            cart: emptyCartProjection(),
            favorites: [],
            addresses: { ...state.addresses, selected: null },
          };
          return toEventDoc({ ...snapshot, payload: { state: emptied } });
        }),
      );
      const replicated = events.filter((event) => isReplicated(event.type));
      await this.db.events.bulkRemove(replicated.map((event) => event.id));
      // Purged at once: a tombstone would stand for a local removal the next replication should keep, and hide
      // the account's events when they are pulled again at the next login.
      await this.db.events.storageInstance.cleanup(PURGE_NOW_MS);
      if (options.holdForJoin) {
        const held = guestCappedByStock({ cart, favorites }, options.holdForJoin);
        await this.db.projections.upsert({
          id: GUEST_JOIN,
          state: { ...initialProjectionState(), ...held },
          lastEventId: null,
          eventCount: 0,
        });
      } else await (await this.db.projections.findOne(GUEST_JOIN).exec())?.remove();
      await this.fold();
      return { cart, favorites };
    });
  }

  /**
   * Appends the join of the guest's lines held at login to the account's log as it is now (joinGuestLog), and lets
   * go of them, in one step of the log: the fold shows the same cart before and after.
   */
  joinSetAside(): Promise<ProjectionState> {
    return this.serially(async () => {
      const held = await this.db.projections.findOne(GUEST_JOIN).exec();
      if (held) {
        const docs = await this.db.events.find().exec();
        const account = replay(docs.map((doc) => fromEventDoc(doc.toMutableJSON())));
        const at = this.now();
        const joined = joinGuestLog(account, held.toMutableJSON().state, () => null);
        await this.db.events.bulkInsert(
          joined.map((event) => toEventDoc(createEvent(this.newEventId(), at, event.type, event.payload))),
        );
        await held.remove();
      }
      return this.fold();
    });
  }

  /** Folds events the projection has not seen yet (after a crash, or written by another tab). */
  catchUp(): Promise<ProjectionState> {
    return this.serially(() => this.fold());
  }

  /** The current projection, live: every tab and the worker see each append. */
  state$(): Observable<ProjectionState> {
    return this.db.projections
      .findOne('shop')
      .$.pipe(map((doc) => (doc ? doc.toMutableJSON().state : initialProjectionState())));
  }

  async state(): Promise<ProjectionState> {
    const doc = await this.db.projections.findOne('shop').exec();
    return doc ? doc.toMutableJSON().state : initialProjectionState();
  }

  private serially<R>(work: () => Promise<R>): Promise<R> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async fold(): Promise<ProjectionState> {
    const docs = await this.db.events.find({ sort: [{ id: 'asc' }] }).exec();
    const events = docs.map((doc) => fromEventDoc(doc.toMutableJSON()));
    const held = await this.db.projections.findOne(GUEST_JOIN).exec();
    const state = held ? withGuestJoined(replay(events), held.toMutableJSON().state) : replay(events);
    await this.db.projections.upsert({
      id: 'shop',
      state,
      lastEventId: state.lastEventId,
      eventCount: events.length,
    });
    // While a guest's lines wait to join, a snapshot would fold their shown join in as if it were the log's.
    if (events.length > this.compactionBound && !held) await this.compactLog(events);
    return state;
  }

  /** Replaces the folded part of the log by one snapshot; events the outbox still owes the server stay. */
  private async compactLog(events: ShopEvent[]): Promise<void> {
    const result = compact(events, this.compactionBound, { replicating: this.replicating });
    if (!result) return;
    const keep = new Set(result.keep.map((event) => event.id));
    const folded = events.filter((event) => !keep.has(event.id));
    await this.db.events.upsert(toEventDoc(result.snapshot));
    await this.db.events.bulkRemove(folded.map((event) => event.id));
  }
}
