/**
 * Turns the worker's API into what screens use (`ShopSync`): every call passed on, and live queries as a
 * subscription, shared by every component watching the same query and closed in the worker with the last one.
 * `wrapCallback` is comlink's `proxy` across a real worker, and the identity when a test runs the worker's API in
 * the same thread.
 *
 * The worker behind `api` can be replaced (a page back from the back/forward cache gets a fresh one: docs/
 * ARCHITECTURE.md "Which worker leads"). From `pause` (the page put away) nothing is asked of any worker: a call
 * then would start a worker in a page kept in the cache, which would hold the leadership the page in view needs.
 * `resume` asks the new one for every live query open, chooses the language again and sends again every call no
 * worker answered, so no screen and no flow waits on a worker that has gone. Every call may be sent twice: reads
 * and refreshes repeat, and the window names each event it appends (`EventLogContext.tsx`), which the log appends
 * at most once.
 */

import type { SyncWorkerApi } from '../../contract';
import { type LiveQuery, liveQueryKey } from '../../contract';
import type { ShopSync } from './SyncContext';

type Call = (...args: unknown[]) => Promise<unknown>;
type Forwarded = Exclude<keyof ShopSync, 'subscribe'>;

/** Every worker call the window makes, passed on as it is (live queries are `subscribe`, below). */
const FORWARDED = [
  'refreshHome',
  'setLanguage',
  'refreshCategories',
  'refreshCategoryProducts',
  'refreshProduct',
  'search',
  'searchLocal',
  'searchSuggestions',
  'listProducts',
  'productFacets',
  'countProducts',
  'refreshReels',
  'checkStock',
  'sendOtp',
  'verifyOtp',
  'refreshAddresses',
  'reverseGeocode',
  'refreshOrders',
  'loadOrder',
  'deliveryRates',
  'deliveryTimes',
  'validatePromo',
  'initiatePayment',
  'paymentStatus',
  'queryOnce',
  'seedPage',
  'appendEvent',
  'requeueEvent',
  'shopState',
  'storePendingPayment',
  'savePaymentSnapshot',
  'findPendingPayment',
  'pendingPaymentsInStates',
  'removePendingPayment',
  'removeStalePendingPayments',
  'unsentCashOrder',
  'orderPaidWith',
  'revokeSession',
  'forgetCustomer',
  'unsentOrderCount',
  'retryOutboxNow',
] as const satisfies readonly Forwarded[];

// A call added to SyncWorkerApi but not to the list above fails to compile here, naming the call.
type OnlyNever<T extends never> = T;
type EveryCallForwarded = OnlyNever<Exclude<Forwarded, (typeof FORWARDED)[number]>>;

type Callback = (docs: unknown[]) => void;

interface WindowSync extends ShopSync {
  /** Settles once every live query open now has had its first result: the screen shows its data. */
  whenAnswered(): Promise<void>;
  /** The page is put away: its worker ends, and nothing reaches a worker until `resume`. */
  pause(): void;
  /** `api` now names a fresh worker: what the old one was asked and never answered goes to the new one. */
  resume(): void;
}

interface SharedQuery {
  query: LiveQuery;
  listeners: Set<Callback>;
  last: unknown[] | null;
  answered: Promise<void>;
  /** Opens the query in the current worker; every result it sends until `close` goes to the listeners. */
  open: () => void;
  close: () => void;
}

interface CallInFlight {
  name: Forwarded;
  args: unknown[];
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export function createShopSync(
  api: () => SyncWorkerApi,
  wrapCallback: (callback: Callback) => Callback = (callback) => callback,
): WindowSync {
  let nextQueryId = 0;
  let paused = false;
  // Many components watch the same query (the cart, the category tree): the worker runs each distinct query once,
  // and a late subscriber hears its last result at once.
  const shared = new Map<string, SharedQuery>();
  const share = (query: LiveQuery, key: string): SharedQuery => {
    let firstAnswer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      firstAnswer = resolve;
    });
    // The query's id in the worker that runs it now; a result sent under an older id is from a worker replaced.
    let id = -1;
    const entry: SharedQuery = {
      query,
      listeners: new Set<Callback>(),
      last: null,
      answered,
      open() {
        const opened = nextQueryId++;
        id = opened;
        if (paused) return;
        void api().openLiveQuery(
          opened,
          query,
          wrapCallback((docs) => {
            if (id !== opened) return;
            entry.last = docs;
            firstAnswer();
            for (const listener of entry.listeners) listener(docs);
          }),
        );
      },
      close() {
        const closing = id;
        id = -1;
        // Closed unanswered, it no longer holds anyone waiting for the screen's data.
        firstAnswer();
        if (!paused) void api().closeLiveQuery(closing);
      },
    };
    shared.set(key, entry);
    entry.open();
    return entry;
  };
  const subscribe = (query: LiveQuery, onResult: Callback) => {
    const key = liveQueryKey(query);
    const entry = shared.get(key) ?? share(query, key);
    entry.listeners.add(onResult);
    if (entry.last) onResult(entry.last);
    return () => {
      entry.listeners.delete(onResult);
      if (entry.listeners.size > 0 || shared.get(key) !== entry) return;
      shared.delete(key);
      entry.close();
    };
  };

  const inFlight = new Set<CallInFlight>();
  // Paused, a call waits in `inFlight` for `resume`.
  const send = (call: CallInFlight) => {
    if (paused) return;
    (api()[call.name] as Call)(...call.args).then(
      (value: unknown) => {
        inFlight.delete(call);
        call.resolve(value);
      },
      (error: unknown) => {
        inFlight.delete(call);
        call.reject(error);
      },
    );
  };
  // A fresh worker answers in Arabic until told otherwise.
  let language: unknown[] | null = null;
  const forwarded = Object.fromEntries(
    FORWARDED.map((name) => [
      name,
      (...args: unknown[]) =>
        new Promise((resolve, reject) => {
          if (name === 'setLanguage') language = args;
          const call = { name, args, resolve, reject };
          inFlight.add(call);
          send(call);
        }),
    ]),
  ) as Pick<ShopSync, Forwarded | EveryCallForwarded>;

  const pause = () => {
    paused = true;
  };
  const resume = () => {
    paused = false;
    if (language) void (api().setLanguage as Call)(...language);
    for (const entry of shared.values()) entry.open();
    for (const call of inFlight) send(call);
  };
  const whenAnswered = async () => {
    await Promise.all([...shared.values()].map((entry) => entry.answered));
  };
  return { subscribe, whenAnswered, pause, resume, ...forwarded };
}
