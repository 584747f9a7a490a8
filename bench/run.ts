/**
 * `npm run bench`: speed and size figures, printed as medians. Builds the app first so the figures are those of
 * what `npm start` serves. Nothing here is asserted by a test: these machines are shared and noisy.
 */
import { execSync } from 'node:child_process';
import { measureHomeSync } from './homeSync';
import { assertMapStaysLazy, mapPickerWeight } from './mapChunk';
import { measureRouteWeight } from './routeWeight';
import { measureSearchLatency } from './searchLatency';
import { startShop } from './startShop';
import { kb, median, ms } from './stats';

const RUNS = 7;

execSync('npx vite build --logLevel warn', { stdio: 'inherit' });

const shop = await startShop();
try {
  const home = await measureRouteWeight(shop.url, '/');
  console.log(`home route, first load: JS ${kb(home.jsGzip)} gzip, CSS ${kb(home.cssGzip)} gzip`);
  console.log(`  files: ${home.files.join(', ')}`);
  // Any product will do: the page's code is the same for all; the first arrival is always seeded.
  const arrivals = (await (await fetch(`${shop.url}/api/getArrivals`)).json()) as {
    data: { products: { id: number }[] }[];
  };
  const productId = arrivals.data[0]?.products[0]?.id ?? 1;
  const productPage = await measureRouteWeight(shop.url, `/product/${productId}`);
  console.log(
    `product route, first load: JS ${kb(productPage.jsGzip)} gzip, CSS ${kb(productPage.cssGzip)} gzip`,
  );
  console.log(`  files: ${productPage.files.join(', ')}`);
  await assertMapStaysLazy(shop.url, ['/', '/address-list', '/add-address']);
  console.log(mapPickerWeight('dist'));
} finally {
  await shop.stop();
}

const syncTimes = await measureHomeSync(RUNS);
console.log(
  `home sync, empty local database to home data stored: median ${ms(median(syncTimes))} over ${RUNS} runs`,
);

const search = await measureSearchLatency(RUNS, ['shirt', 'قميص', 'black', 'kettle', 'phone']);
console.log(
  `search over the seeded catalogue: local results median ${ms(median(search.local))}, ` +
    `server results stored median ${ms(median(search.server))} over ${RUNS} runs`,
);
process.exit(0);
