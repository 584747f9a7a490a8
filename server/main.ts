// `npm start`: opens the database (PGlite in .data/pglite unless DATABASE_URL is set), migrates, seeds an
// empty catalogue, and serves the API, the media and the built client from one process.
import { resolve } from 'node:path';
import { createApp } from './app';
import { webhookSmsSender } from './auth/sms';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { runMigrations } from './db/migrate';
import { listen } from './listen';
import { startOrderAutoAdvance } from './orders/auto-advance';
import { mountClient } from './routes/client';
import { seedIfEmpty } from './seed/apply-seed';

// SHOP_DIST_DIR lets the browser tests serve a build of their own, so two runs on one machine never share dist/.
const distDir = process.env.SHOP_DIST_DIR
  ? resolve(process.env.SHOP_DIST_DIR)
  : resolve(import.meta.dirname, '../dist');
const forcedExitAfterMs = 5000;

async function main() {
  const config = readConfig(process.env);
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : config.pgliteDir
        ? { dataDir: config.pgliteDir }
        : {},
  );
  await runMigrations(database);
  await seedIfEmpty(database.db);

  const app = createApp({
    db: database.db,
    mode: config.mode,
    ...(config.smsGatewayUrl ? { sms: webhookSmsSender(config.smsGatewayUrl, config.smsGatewayToken) } : {}),
    ...(config.otpSecret ? { otpSecret: config.otpSecret } : {}),
    ...(config.adminSecret ? { adminSecret: config.adminSecret } : {}),
  });
  const autoAdvance = config.orderAutoAdvanceMs
    ? startOrderAutoAdvance(database.db, config.orderAutoAdvanceMs)
    : undefined;
  mountClient(app, distDir);
  const server = await listen(app, { port: config.port, hostname: config.host });
  console.log(`Shop running at http://${config.host}:${server.port}/`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), forcedExitAfterMs).unref();
    await server.close();
    await autoAdvance?.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('The shop server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
