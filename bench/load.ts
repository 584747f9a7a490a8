/**
 * The server under a sale-day rush (docs/BUDGETS.md, "Load"): autocannon drives 50 keep-alive connections for 10 s
 * at each of the rendered home and product pages and the catalogue calls every device's sync worker makes, then
 * 200 customers place cash orders at the same moment. The load generator runs on the same machine as the server,
 * as on the measurements, so the figures compare calls with each other, not with another host.
 */
import autocannon from 'autocannon';
import { type LoggedIn, logIn } from '../tests/server/support/customers';
import { buildOrder } from '../tests/server/support/orders';
import { type SeededApp, shopCalls } from '../tests/server/support/seeded-app';
import type { BudgetReport } from './budgetReport';
import { LOAD_BUDGETS } from './budgets';
import { findPages } from './pages';
import { startShop } from './startShop';
import { percentile } from './stats';

const LOAD_CONNECTIONS = 50;
const LOAD_SECONDS = 10;
const CONCURRENT_ORDERS = 200;

type LoadFigure = { label: string; perSecond: number; p50Ms: number; p99Ms: number; failures: number };

/** Words shoppers type, each searched a letter at a time: prefixes in both languages, most of them repeated. */
const SEARCHED = ['shirt', 'phone', 'kettle', 'black', 'قميص', 'هاتف', 'حامل السياره', 'غطاء'].flatMap(
  (word) => Array.from(word, (_, index) => word.slice(0, index + 1)),
);

async function hammer(
  base: string,
  label: string,
  paths: string[],
  headers: Record<string, string>,
): Promise<LoadFigure> {
  const result = await autocannon({
    url: base,
    connections: LOAD_CONNECTIONS,
    duration: LOAD_SECONDS,
    headers,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    label,
    perSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** Requests a second and latencies of the pages and catalogue calls, each alone under the same load. */
async function measureReadLoad(
  base: string,
  pages: { product: string; categoryId: number },
): Promise<LoadFigure[]> {
  // As a phone asks: Arabic, compressed.
  const browser = { 'Accept-Language': 'ar', 'Accept-Encoding': 'gzip, br' };
  const worker = { ...browser, Accept: 'application/json' };
  // Warm, as a running shop is: the pages rendered and the answers kept once.
  const warm = ['/', pages.product, '/api/getBanners', `/api/category/${pages.categoryId}/products`];
  // The search index is built by the first search; the words below are then asked for the first time.
  for (const path of [...warm, '/api/getProductName?name=warm'])
    await fetch(`${base}${path}`, { headers: browser });
  const figures: LoadFigure[] = [];
  figures.push(await hammer(base, 'rendered home', ['/'], browser));
  figures.push(await hammer(base, 'rendered product', [pages.product], browser));
  figures.push(await hammer(base, '/getBanners', ['/api/getBanners'], worker));
  figures.push(
    await hammer(base, '/category/{id}/products', [`/api/category/${pages.categoryId}/products`], worker),
  );
  figures.push(
    await hammer(
      base,
      'search (typed prefixes)',
      SEARCHED.map((text) => `/api/getProductName?name=${encodeURIComponent(text)}`),
      worker,
    ),
  );
  return figures;
}

type OrderRush = { stored: number; storedTwice: number; failures: number; p50Ms: number; p99Ms: number };

/**
 * 200 logged-in customers send their cash orders at once, then each sends it again with the same key (a retry
 * after a lost answer): every order is stored, none twice.
 */
async function measureOrderRush(base: string, productIds: number[]): Promise<OrderRush> {
  const shop = { ...shopCalls((path, init) => fetch(`${base}${path}`, init)) } as SeededApp;
  const customers: LoggedIn[] = [];
  for (let i = 0; i < CONCURRENT_ORDERS; i++)
    customers.push(await logIn(shop, `+9656${String(i).padStart(7, '0')}`));
  const orders = await Promise.all(
    customers.map((customer, index) =>
      buildOrder(shop, customer, {
        lines: [{ productId: productIds[index % productIds.length] as number, quantity: 1 }],
      }),
    ),
  );
  const place = (index: number) => {
    const customer = customers[index];
    if (!customer) throw new Error('no such customer');
    return shop.post<{ data?: number }>('/api/order/store', orders[index]?.body, {
      token: customer.token,
      idempotencyKey: `rush-${index}`,
    });
  };
  const latencies: number[] = [];
  const first = await Promise.all(
    customers.map(async (_, index) => {
      const started = performance.now();
      const reply = await place(index);
      latencies.push(performance.now() - started);
      return reply;
    }),
  );
  const again = await Promise.all(customers.map((_, index) => place(index)));
  const ids = new Set(first.filter((reply) => reply.status === 201).map((reply) => reply.body.data));
  return {
    stored: ids.size,
    storedTwice: again.filter((reply, index) => reply.body.data !== first[index]?.body.data).length,
    failures: first.filter((reply) => reply.status !== 201).length,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
  };
}

/** Plain products with stock for a few orders each, from the first categories' lists. */
async function orderableProducts(base: string): Promise<number[]> {
  type Listed = { id: number; has_variants?: boolean; quantity?: number };
  const tree = (await (await fetch(`${base}/api/getAllCatesWithSub`)).json()) as { data: { id: number }[] };
  const ids: number[] = [];
  for (const category of tree.data) {
    const list = (await (await fetch(`${base}/api/category/${category.id}/products`)).json()) as {
      data: { products: Listed[] };
    };
    for (const product of list.data.products)
      if (!product.has_variants && Number(product.quantity ?? 0) >= 10) ids.push(product.id);
    if (ids.length >= 40) break;
  }
  if (!ids.length) throw new Error('the seeded shop has no plain product in stock');
  return ids;
}

/** The load figures of one shop, started on `settings` (PGlite unless they name a DATABASE_URL). */
export async function measureLoad(report: BudgetReport, database: string, settings: NodeJS.ProcessEnv) {
  const shop = await startShop(settings);
  try {
    const pages = await findPages(shop.url);
    const categoryId = Number(/\/category\/(\d+)/.exec(pages.category)?.[1]);
    console.log(
      `\nload on ${database}: ${LOAD_CONNECTIONS} connections, 10 s per call (autocannon, on this host), ` +
        'requests a second and latency p50 / p99',
    );
    const figures = await measureReadLoad(shop.url, { product: pages.product, categoryId });
    const page = figures.find((figure) => figure.label === 'rendered home');
    for (const figure of figures) {
      const note = `p50 ${figure.p50Ms} ms, p99 ${figure.p99Ms} ms, failed ${figure.failures}`;
      if (figure.label.startsWith('/') && page)
        report.figure(
          `${figure.label} over page`,
          figure.perSecond / page.perSecond,
          LOAD_BUDGETS.catalogueOverPage,
          `${figure.perSecond.toFixed(0)}/s; ${note}`,
        );
      else report.unbudgeted(figure.label, figure.perSecond, 'perSecond', note);
      if (figure.label.startsWith('search'))
        report.figure('search p99', figure.p99Ms, LOAD_BUDGETS.searchP99);
      report.figure(`${figure.label} failures`, figure.failures, LOAD_BUDGETS.failures);
    }
    const rush = await measureOrderRush(shop.url, await orderableProducts(shop.url));
    report.figure(
      `${CONCURRENT_ORDERS} cash orders at once, p99`,
      rush.p99Ms,
      LOAD_BUDGETS.orderP99,
      `p50 ${rush.p50Ms.toFixed(0)} ms; stored ${rush.stored}, twice ${rush.storedTwice}, refused ${rush.failures}`,
    );
    report.figure(
      'orders not stored exactly once',
      CONCURRENT_ORDERS - rush.stored + rush.storedTwice,
      LOAD_BUDGETS.failures,
    );
  } finally {
    await shop.stop();
  }
}
