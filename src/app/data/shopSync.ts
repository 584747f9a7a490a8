/**
 * Turns the worker's API into what screens use (`ShopSync`): every call passed on, and live queries as a
 * subscription, shared by every component watching the same query and closed in the worker with the last one.
 * `wrapCallback` is comlink's `proxy` across a real worker, and the identity when a test runs the worker's API in
 * the same thread.
 */

import type { SyncWorkerApi } from '../../contract';
import { type LiveQuery, liveQueryKey } from '../../contract';
import type { ShopSync } from './SyncContext';

type Call = (...args: unknown[]) => unknown;
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
  'listProducts',
  'productFacets',
  'refreshReels',
  'checkStock',
  'sendOtp',
  'verifyOtp',
  'refreshAddresses',
  'reverseGeocode',
  'refreshOrders',
  'loadOrder',
  'deliveryRates',
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
] as const satisfies readonly Forwarded[];

// A call added to SyncWorkerApi but not to the list above fails to compile here, naming the call.
type OnlyNever<T extends never> = T;
type EveryCallForwarded = OnlyNever<Exclude<Forwarded, (typeof FORWARDED)[number]>>;

type Callback = (docs: unknown[]) => void;

interface WindowSync extends ShopSync {
  /** Settles once every live query open now has had its first result: the screen shows its data. */
  whenAnswered(): Promise<void>;
}

export function createShopSync(
  api: () => SyncWorkerApi,
  wrapCallback: (callback: Callback) => Callback = (callback) => callback,
): WindowSync {
  let nextQueryId = 0;
  // Many components watch the same query (the cart, the category tree): the worker runs each distinct query once,
  // and a late subscriber hears its last result at once.
  const shared = new Map<
    string,
    { listeners: Set<Callback>; last: unknown[] | null; answered: Promise<void>; close: () => void }
  >();
  const open = (query: LiveQuery, key: string) => {
    const id = nextQueryId++;
    let firstAnswer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      firstAnswer = resolve;
    });
    const entry = {
      listeners: new Set<Callback>(),
      last: null as unknown[] | null,
      answered,
      close: () => undefined,
    };
    let live = true;
    entry.close = () => {
      live = false;
      // Closed unanswered, it no longer holds anyone waiting for the screen's data.
      firstAnswer();
      void api().closeLiveQuery(id);
    };
    shared.set(key, entry);
    void api().openLiveQuery(
      id,
      query,
      wrapCallback((docs) => {
        if (!live) return;
        entry.last = docs;
        firstAnswer();
        for (const listener of entry.listeners) listener(docs);
      }),
    );
    return entry;
  };
  const subscribe = (query: LiveQuery, onResult: Callback) => {
    const key = liveQueryKey(query);
    const entry = shared.get(key) ?? open(query, key);
    entry.listeners.add(onResult);
    if (entry.last) onResult(entry.last);
    return () => {
      entry.listeners.delete(onResult);
      if (entry.listeners.size > 0 || shared.get(key) !== entry) return;
      shared.delete(key);
      entry.close();
    };
  };
  const forwarded = Object.fromEntries(
    FORWARDED.map((name) => [name, (...args: unknown[]) => (api()[name] as Call)(...args)]),
  ) as Pick<ShopSync, Forwarded | EveryCallForwarded>;
  const whenAnswered = async () => {
    await Promise.all([...shared.values()].map((entry) => entry.answered));
  };
  return { subscribe, whenAnswered, ...forwarded };
}
