/**
 * `npm run bench`: speed and size figures, printed as medians beside their budgets (bench/budgets.ts, explained in
 * docs/BUDGETS.md). Builds the app first so the figures are those of what `npm start` serves. Nothing here is
 * asserted by a test: these machines are shared and noisy. A figure over its budget is flagged and listed at the
 * end; the exit code stays 0 unless `--strict` is given (`npm run bench -- --strict`).
 */
import { execSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { DEFAULT_COMPACTION_BOUND } from '../src/db';
import { BudgetReport, formatValue } from './budgetReport';
import { CLIENT_BUDGETS, FIRST_LOAD_BUDGETS, LIGHTHOUSE_BUDGETS, PAGE_NAMES, type PageName } from './budgets';
import { pickCartProducts, seedCart } from './cartSeed';
import { measureClientFigures } from './clientFigures';
import { measureHomeSync } from './homeSync';
import { lighthouseMedians } from './lighthousePages';
import { assertMapStaysLazy, mapPickerWeight } from './mapChunk';
import { findPages } from './pages';
import { measureRouteWeight, type RouteWeight } from './routeWeight';
import { startShop } from './startShop';
import { kb, median, ms } from './stats';

const RUNS = 7;
const LIGHTHOUSE_RUNS = 3;
const CART_ITEMS = 2;
const CATALOGUE_PRODUCTS = 10_000;
const SYNC_RUNS = 3;
const SEARCH_WORDS = ['shirt', 'قميص', 'black', 'kettle', 'phone'];
const SEARCH_ROUNDS = 2;
const CART_HISTORY = 1_000;

const strict = process.argv.includes('--strict');
const report = new BudgetReport();
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const started = performance.now();

execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
console.log(`host load average (1, 5, 15 min) at start: ${load()}`);

const shop = await startShop();
try {
  const pages = await findPages(shop.url);

  console.log(
    '\nFirst load, gzip: every script and stylesheet a first visit fetches (Chromium, phone viewport)',
  );
  const weights = {} as Record<PageName, RouteWeight>;
  for (const name of PAGE_NAMES) weights[name] = await measureRouteWeight(shop.url, pages[name]);
  const homeFiles = new Set(weights.home.files);
  for (const name of PAGE_NAMES) {
    const weight = weights[name];
    const note = name === 'cart' ? '(empty cart)' : '';
    report.figure(`${name} ${pages[name]} JS`, weight.jsGzip / 1024, FIRST_LOAD_BUDGETS[name].js, note);
    report.figure(`${name} ${pages[name]} CSS`, weight.cssGzip / 1024, FIRST_LOAD_BUDGETS[name].css, note);
    const files = name === 'home' ? weight.files : weight.files.filter((file) => !homeFiles.has(file));
    console.log(`    ${name === 'home' ? 'files' : 'besides home'}: ${files.join(', ') || 'nothing'}`);
  }

  console.log('\nMap picker (stays out of first loads)');
  await assertMapStaysLazy(shop.url, ['/', '/address-list', '/add-address']);
  console.log(mapPickerWeight('dist'));

  const cartProducts = await pickCartProducts(shop.url, CART_ITEMS);
  console.log(
    `\nLighthouse ${LIGHTHOUSE_RUNS} runs per page, mobile defaults, Arabic, medians ` +
      `(cart: ${CART_ITEMS} items added on their product pages first, products ${cartProducts.join(', ')}); ` +
      'TBT and LCP grow when the host is busy: a lower benchmark index means a busier host',
  );
  const lighthouse = await lighthouseMedians(shop.url, pages, LIGHTHOUSE_RUNS, {
    cart: (port) => seedCart(port, shop.url, cartProducts),
  });
  for (const name of PAGE_NAMES) {
    const figures = lighthouse[name];
    report.figure(`${name} performance score`, figures.score, LIGHTHOUSE_BUDGETS.score);
    report.figure(`${name} LCP`, figures.lcpMs, LIGHTHOUSE_BUDGETS.lcpMs);
    report.figure(`${name} TBT`, figures.tbtMs, LIGHTHOUSE_BUDGETS.tbtMs);
    report.figure(`${name} CLS`, figures.cls, LIGHTHOUSE_BUDGETS.cls);
    console.log(
      `    transferred as served: ${kb(figures.transferBytes)}; host CPU benchmark index ${figures.benchmarkIndex.toFixed(0)}`,
    );
    // The cart's own local database is there on purpose (its items); Lighthouse warns of it.
    const warnings = figures.warnings.filter((text) => !(name === 'cart' && /IndexedDB/.test(text)));
    for (const warning of warnings) console.log(`    Lighthouse warned: ${warning}`);
  }
} finally {
  await shop.stop();
}

console.log('\nHome sync (Node, fake-indexeddb, the seeded catalogue; no budget)');
const syncTimes = await measureHomeSync(RUNS);
console.log(`  empty local database to home data stored: median ${ms(median(syncTimes))} over ${RUNS} runs`);

console.log(
  `\nLocal-first client at ${CATALOGUE_PRODUCTS.toLocaleString('en')} products ` +
    '(sync engine and RxDB in Chromium, real IndexedDB; server in process)',
);
const client = await measureClientFigures({
  products: CATALOGUE_PRODUCTS,
  syncRuns: SYNC_RUNS,
  searchWords: SEARCH_WORDS,
  searchRounds: SEARCH_ROUNDS,
  cartHistory: CART_HISTORY,
  cartRuns: RUNS,
});
console.log(
  '  catalogue sync = the category tree, then every top-level category list one after another ' +
    '(a list carries its subtree; the API has no whole-catalogue call)',
);
report.figure(
  'catalogue sync, 10,000 products',
  median(client.syncTimes),
  CLIENT_BUDGETS.catalogueSync,
  `${SYNC_RUNS} runs, each from an empty database, all ${client.products} stored`,
);
const searchSamples = `${SEARCH_ROUNDS} rounds of ${SEARCH_WORDS.join(' ')}`;
report.figure('search, local query', median(client.search.local), CLIENT_BUDGETS.searchLocal, searchSamples);
report.figure('search, server results stored', median(client.search.server), CLIENT_BUDGETS.searchServer);
const compacts = client.cart.logSize + RUNS > DEFAULT_COMPACTION_BOUND;
console.log(
  `  cart change after ${CART_HISTORY} changes made through EventLog.append, default compaction (the log folds ` +
    `into a snapshot when it passes ${DEFAULT_COMPACTION_BOUND} events): it held ${client.cart.logSize} events ` +
    `before the ${RUNS} timed changes${compacts ? ', one of which compacts it' : ''}`,
);
report.figure('cart change', median(client.cart.times), CLIENT_BUDGETS.cartChange, `median of ${RUNS}`);
report.figure(
  compacts ? 'cart change, slowest (compacting)' : 'cart change, slowest',
  Math.max(...client.cart.times),
  CLIENT_BUDGETS.cartChangeCompacting,
);
console.log(
  `  for comparison, compaction off, ${client.cartUncompacted.logSize} events replayed per change: ` +
    `median ${ms(median(client.cartUncompacted.times))} (no budget)`,
);

console.log(
  `\nhost load average at end: ${load()}; the bench took ${formatValue(performance.now() - started, 'ms')}`,
);
console.log(report.summary());
process.exit(strict && report.overBudget.length ? 1 : 0);
