import { type RenderResult, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { type ShopSync, SyncProvider } from '../../src/app/data/SyncContext';
import { createShopSync } from '../../src/app/data/shopSync';
import { TranslationProvider } from '../../src/app/i18n/translation';
import { SearchDraftProvider } from '../../src/app/search/SearchDraft';
import { ShopNavigationProvider } from '../../src/app/shared/ShopLink';
import { ToastProvider } from '../../src/app/toast/ToastProvider';
import type { ShopDatabase } from '../../src/db';
import { type ApiClient, SyncEngine, workerApi } from '../../src/sync-worker';
import { allTranslations } from '../locales/allTranslations';

export type TestLanguage = 'ar' | 'en';

/** A real i18next instance with the shop's real resources, and `dir`/`lang` on the page as the app sets them. */
export async function createTestI18n(lang: TestLanguage): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language;
    document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
  });
  await instance.init({
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: ['ar', 'en'],
    resources: { ar: { translation: allTranslations.ar }, en: { translation: allTranslations.en } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

const LOCAL_CALLS = [
  'subscribe',
  'queryOnce',
  'searchLocal',
  'searchSuggestions',
  'listProducts',
  'productFacets',
  'countProducts',
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
  'forgetCustomer',
  'unsentOrderCount',
] as const satisfies readonly (keyof ShopSync)[];
type LocalCall = (typeof LOCAL_CALLS)[number];

const noDatabase = () => {
  throw new Error('This test gave renderWithShop no database: pass `database` to read or write local data');
};

// The network is the fake's: a test that reaches the real API client has forgotten to fake a call.
const offlineApi: ApiClient = {
  get: async () => ({ ok: false, error: 'offline', message: 'tests fake the network' }),
  post: async () => ({ ok: false, error: 'offline', message: 'tests fake the network' }),
  delete: async () => ({ ok: false, error: 'offline', message: 'tests fake the network' }),
  stream: async () => ({ ok: false, error: 'offline', message: 'tests fake the network' }),
};

/**
 * The worker's own local-data calls (live queries, event log, pending payments) over `database`, run in the test's
 * thread, with the network calls of `sync` (a fake): what the bridge gives the app, minus the Worker.
 */
export function withDatabase(sync: ShopSync, database: ShopDatabase): ShopSync {
  const api = workerApi(Promise.resolve(new SyncEngine(database, offlineApi)));
  const local = createShopSync(() => api);
  const merged: ShopSync = { ...sync };
  for (const call of LOCAL_CALLS) (merged as Record<LocalCall, unknown>)[call] = local[call];
  return merged;
}

/** A sync worker stand-in whose refresh resolves at once; tests read its calls. */
export function fakeSync(overrides: Partial<ShopSync> = {}): ShopSync {
  return {
    ...(Object.fromEntries(LOCAL_CALLS.map((call) => [call, noDatabase])) as unknown as Pick<
      ShopSync,
      LocalCall
    >),
    refreshHome: async () => ({ ok: true, error: null, failures: [] }),
    setLanguage: async () => undefined,
    refreshCategories: async () => ({ ok: true, error: null, failures: [] }),
    refreshCategoryProducts: async () => ({ ok: true, error: null, failures: [] }),
    refreshProduct: async () => ({ ok: true, error: null, failures: [] }),
    search: async () => ({ ids: [], error: null }),
    refreshReels: async () => ({ ok: true, error: null, failures: [] }),
    checkStock: async () => ({ variantCount: 0, quantity: 5 }),
    sendOtp: async () => ({ success: true, otp: null, message: null }),
    verifyOtp: async () => ({ success: false, session: null, message: null }),
    refreshAddresses: async () => ({ ok: true, error: null, failures: [], count: 0 }),
    reverseGeocode: async () => ({ place: null, error: null }),
    refreshOrders: async () => ({ ok: true, error: null, failures: [], count: 0, deviceOnly: false }),
    loadOrder: async () => null,
    deliveryRates: async () => [],
    deliveryTimes: async () => null,
    validatePromo: async () => ({ status: false, promo_code: [], error: null, message: null }),
    initiatePayment: async () => ({
      ok: false,
      invoiceUrl: null,
      invoiceId: null,
      message: null,
      errors: [],
    }),
    paymentStatus: async () => ({
      ok: false,
      invoiceId: null,
      invoiceStatus: null,
      paid: false,
      message: null,
    }),
    revokeSession: async () => ({ revoked: true }),
    retryOutboxNow: async () => undefined,
    ...overrides,
  };
}

export interface ShopRenderOptions {
  lang?: TestLanguage;
  route?: string;
  /** The local database the worker's calls read and write, so screens can append and read the cart and session. */
  database?: ShopDatabase;
  /** The network calls; defaults to `fakeSync()`. */
  sync?: ShopSync;
}

export interface ShopRenderResult extends RenderResult {
  i18n: I18n;
}

/** Renders `ui` inside the providers the app gives every screen: i18n, a memory router, toasts, database and sync. */
export async function renderWithShop(
  ui: ReactElement,
  options: ShopRenderOptions = {},
): Promise<ShopRenderResult> {
  const i18n = await createTestI18n(options.lang ?? 'en');
  let tree: ReactNode = (
    <MemoryRouter initialEntries={[options.route ?? '/']}>
      <ShopNavigationProvider>
        <ToastProvider>
          <SearchDraftProvider>{ui}</SearchDraftProvider>
        </ToastProvider>
      </ShopNavigationProvider>
    </MemoryRouter>
  );
  const network = options.sync ?? fakeSync();
  const sync = options.database ? withDatabase(network, options.database) : network;
  tree = <SyncProvider sync={sync}>{tree}</SyncProvider>;
  return { ...render(<TranslationProvider i18n={i18n}>{tree}</TranslationProvider>), i18n };
}
