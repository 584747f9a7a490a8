import { type RenderResult, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { SearchDraftProvider } from '../../src/app/components/SearchDraft';
import { DatabaseProvider } from '../../src/app/data/DatabaseContext';
import { EventLogProvider } from '../../src/app/data/EventLogContext';
import { type ShopSync, SyncProvider } from '../../src/app/data/SyncContext';
import { ToastProvider } from '../../src/app/toast/ToastProvider';
import { EventLog, type ShopDatabase } from '../../src/db';
import ar from '../../src/locales/ar.json';
import en from '../../src/locales/en.json';

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
    resources: { ar: { translation: ar }, en: { translation: en } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** A sync worker stand-in whose refresh resolves at once; tests read its calls. */
export function fakeSync(overrides: Partial<ShopSync> = {}): ShopSync {
  return {
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
    refreshOrders: async () => ({ ok: true, error: null, failures: [], count: 0 }),
    loadOrder: async () => null,
    deliveryRates: async () => [],
    validatePromo: async () => ({ status: false, promo_code: [], error: null, message: null }),
    initiatePayment: async () => ({
      ok: false,
      invoiceUrl: null,
      invoiceId: null,
      message: null,
      errors: [],
    }),
    paymentStatus: async () => ({ ok: false, invoiceStatus: null, paid: false, message: null }),
    ...overrides,
  };
}

export interface ShopRenderOptions {
  lang?: TestLanguage;
  route?: string;
  database?: ShopDatabase;
  /** Defaults to a real event log over `database`, so screens can append and read the cart and session. */
  eventLog?: EventLog;
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
      <ToastProvider>
        <SearchDraftProvider>{ui}</SearchDraftProvider>
      </ToastProvider>
    </MemoryRouter>
  );
  if (options.sync) tree = <SyncProvider sync={options.sync}>{tree}</SyncProvider>;
  const eventLog = options.eventLog ?? (options.database && new EventLog(options.database));
  if (eventLog) tree = <EventLogProvider eventLog={eventLog}>{tree}</EventLogProvider>;
  if (options.database) tree = <DatabaseProvider database={options.database}>{tree}</DatabaseProvider>;
  return { ...render(<I18nextProvider i18n={i18n}>{tree}</I18nextProvider>), i18n };
}
