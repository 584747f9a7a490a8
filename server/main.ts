// `npm start`: opens the database (PGlite in .data/pglite unless DATABASE_URL is set), prepares it (migrations, the
// seed of an empty catalogue, the secrets instances share: server/prepare-database.ts), and serves the API, the
// media and the built client from one process.
import { resolve } from 'node:path';
import { Hono } from 'hono';
import { createApp } from './app';
import { webhookSmsSender } from './auth/sms';
import { hearCatalogueChanges } from './catalogue/catalogue-changes-heard';
import { readConfig, serverOrigin, startupNotes } from './config';
import { hearCustomerChanges } from './customer-log/customer-changes-heard';
import { openStreams } from './customer-log/open-streams';
import { openDatabase } from './db/database';
import { drain } from './drain';
import { startHousekeeping } from './housekeeping';
import { listen } from './listen';
import { createLogger, logFault, logRequest } from './logger';
import { createMetrics } from './metrics';
import { startOrderAutoAdvance } from './orders/auto-advance';
import { prepareDatabase } from './prepare-database';
import { developmentAdminSecret } from './routes/admin';
import { mountClient } from './routes/client';
import type { Readiness } from './routes/health';
import { metricsRoutes } from './routes/metrics';

// SHOP_DIST_DIR lets the browser tests serve a build of their own, so two runs on one machine never share dist/.
const distDir = process.env.SHOP_DIST_DIR
  ? resolve(process.env.SHOP_DIST_DIR)
  : resolve(import.meta.dirname, '../dist');
// The server render's build (`vite build --ssr`), beside the client's and never inside the folder served as files.
const ssrDir = process.env.SHOP_SSR_DIR ? resolve(process.env.SHOP_SSR_DIR) : `${distDir}-ssr`;
const forcedExitAfterMs = 5000;

async function main() {
  const config = readConfig(process.env);
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, pool: config.pool }
      : config.pgliteDir
        ? { dataDir: config.pgliteDir }
        : {},
  );
  const { otpSecret } = await prepareDatabase(database, { otpSecret: config.otpSecret });
  let readiness: Readiness = 'starting';
  const catalogueChanges = await hearCatalogueChanges(database);
  const customerStreams = openStreams();
  const stopHearingCustomers = await hearCustomerChanges(database, customerStreams);

  const logger = createLogger({ level: config.logLevel, instance: config.instanceId });
  const metrics = createMetrics({
    pool: database.connections,
    openStreams: customerStreams.count,
    processMetrics: true,
  });
  const logLine = logRequest(logger);

  // PUBLIC_ORIGIN, or the address served (its port known once listening: PORT=0 picks one).
  let publicOrigin = config.publicOrigin ?? serverOrigin(config.host, config.port);
  const app = createApp({
    db: database.db,
    mode: config.mode,
    ...(config.smsGatewayUrl ? { sms: webhookSmsSender(config.smsGatewayUrl, config.smsGatewayToken) } : {}),
    otpSecret,
    ...(config.adminSecret ? { adminSecret: config.adminSecret } : {}),
    publicOrigin: () => publicOrigin,
    catalogueChanges,
    customerStreams,
    imageOrigins: config.imageOrigins,
    connectOrigins: config.connectOrigins,
    paymentOrigins: config.paymentOrigins,
    mapStyleUrl: config.mapStyleUrl,
    proxyHops: config.proxyHops,
    readiness: () => readiness,
    logError: logFault(logger),
    onRequest: (record) => {
      logLine(record);
      metrics.observe(record);
    },
    metrics,
    // With METRICS_PORT the metrics are served there only.
    ...(config.metricsPort === undefined && config.metricsToken ? { metricsToken: config.metricsToken } : {}),
    otpSendLimits: {
      ...(config.otpSendsPerClientPerHour ? { perClientPerHour: config.otpSendsPerClientPerHour } : {}),
      ...(config.otpSendsPerHour ? { perHour: config.otpSendsPerHour } : {}),
    },
  });
  const housekeeping = startHousekeeping(database.db, {
    ...(config.idempotencyRetentionDays ? { retentionDays: config.idempotencyRetentionDays } : {}),
  });
  const autoAdvance = config.orderAutoAdvanceMs
    ? startOrderAutoAdvance(database.db, config.orderAutoAdvanceMs)
    : undefined;
  mountClient(app, distDir, {
    ssrDir,
    catalogueChanges,
    ...(config.renderApi ? { renderApi: config.renderApi } : {}),
    onPage: ({ cached }) => metrics.lookup('page', cached),
  });
  const server = await listen(app, { port: config.port, hostname: config.host });
  const metricsServer =
    config.metricsPort === undefined
      ? undefined
      : await listen(new Hono().route('/', metricsRoutes(metrics, config.metricsToken)), {
          port: config.metricsPort,
          hostname: config.host,
        });
  const served = serverOrigin(config.host, server.port);
  publicOrigin = config.publicOrigin ?? served;
  console.log(`Shop running at ${served}/`);
  for (const note of startupNotes(config, publicOrigin, developmentAdminSecret)) console.log(note);

  readiness = 'ready';

  const stop = async () => {
    if (readiness === 'draining') return;
    const { shutdownGraceMs: graceMs, shutdownTimeoutMs: timeoutMs } = config;
    // Should closing the timers or the pool hang, the process still ends.
    setTimeout(() => process.exit(1), graceMs + timeoutMs + forcedExitAfterMs).unref();
    await drain(
      server,
      {
        markDraining: () => {
          readiness = 'draining';
        },
        endStreams: customerStreams.closeAll,
        closeRest: async () => {
          await autoAdvance?.stop();
          await housekeeping.stop();
          await metricsServer?.close(0);
          await catalogueChanges.stop();
          await stopHearingCustomers();
          await database.close();
          logger.flush();
        },
      },
      { graceMs, timeoutMs },
    );
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('The shop server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
