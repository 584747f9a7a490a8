/**
 * `npm run bench`: speed and size figures, printed as medians. Builds the app first so the figures are those of
 * what `npm start` serves. Nothing here is asserted by a test: these machines are shared and noisy.
 */
import { execSync } from 'node:child_process';
import { measureHomeSync } from './homeSync';
import { measureRouteWeight } from './routeWeight';
import { startShop } from './startShop';
import { kb, median, ms } from './stats';

const RUNS = 7;

execSync('npx vite build --logLevel warn', { stdio: 'inherit' });

const shop = await startShop();
try {
  const home = await measureRouteWeight(shop.url, '/');
  console.log(`home route, first load: JS ${kb(home.jsGzip)} gzip, CSS ${kb(home.cssGzip)} gzip`);
  console.log(`  files: ${home.files.join(', ')}`);
} finally {
  await shop.stop();
}

const syncTimes = await measureHomeSync(RUNS);
console.log(
  `home sync, empty local database to home data stored: median ${ms(median(syncTimes))} over ${RUNS} runs`,
);
process.exit(0);
