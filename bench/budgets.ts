/**
 * The performance budgets `npm run bench` reports against; docs/BUDGETS.md says why each is where it is. A figure
 * past its budget is flagged, never failed: the bench is a report (`--strict` turns flags into exit code 1).
 */

export type Unit = 'score' | 'ms' | 'kB' | 'cls';

export interface Budget {
  readonly limit: number;
  /** 'atMost' for costs (time, bytes, shift); 'atLeast' for Lighthouse's score. */
  readonly kind: 'atMost' | 'atLeast';
  readonly unit: Unit;
}

const atMost = (limit: number, unit: Unit): Budget => ({ limit, kind: 'atMost', unit });
const atLeast = (limit: number, unit: Unit): Budget => ({ limit, kind: 'atLeast', unit });

export const PAGE_NAMES = ['home', 'category', 'product', 'cart'] as const;
export type PageName = (typeof PAGE_NAMES)[number];

/** Lighthouse 12, mobile defaults (simulated slow 4G, 4× CPU slowdown), median of the runs. */
export const LIGHTHOUSE_BUDGETS = {
  score: atLeast(80, 'score'),
  lcpMs: atMost(2500, 'ms'),
  tbtMs: atMost(200, 'ms'),
  cls: atMost(0.1, 'cls'),
} as const satisfies Record<string, Budget>;

/** What a first visit fetches before it settles, gzip: main-thread scripts, the sync worker and the locale chunks. */
const firstLoad = { js: atMost(300, 'kB'), css: atMost(10, 'kB') } as const;
export const FIRST_LOAD_BUDGETS: Record<PageName, { js: Budget; css: Budget }> = {
  home: firstLoad,
  category: firstLoad,
  product: firstLoad,
  cart: firstLoad,
};

/** The client's local-first figures at 10,000 products, on Chromium's IndexedDB, medians. */
export const CLIENT_BUDGETS = {
  /** Empty local database to all 10,000 products stored through the category lists. */
  catalogueSync: atMost(10_000, 'ms'),
  /** The search overlay's local query on a keystroke. */
  searchLocal: atMost(100, 'ms'),
  /** The server's search answered, validated and stored. */
  searchServer: atMost(300, 'ms'),
  /** One cart change (append + replay into the projection) after 1,000 earlier changes. */
  cartChange: atMost(50, 'ms'),
  /** The one cart change in every 200 that also compacts the log. */
  cartChangeCompacting: atMost(200, 'ms'),
} as const satisfies Record<string, Budget>;
