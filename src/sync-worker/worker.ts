/// <reference lib="webworker" />
/**
 * The sync worker's entry: opens the shared local database and exposes the sync engine through comlink. All the
 * logic lives in SyncEngine so tests can drive it without a Worker.
 */
import './zodWithoutEval';
import { expose } from 'comlink';
import { openShopDatabase } from '../db';
import { createApiClient } from './apiClient';
import { scheduleCatalogueSync } from './catalogueScheduler';
import { scheduleOutbox } from './outboxScheduler';
import { SyncEngine } from './syncEngine';
import { workerApi } from './workerApi';

const apiBase = new URL(import.meta.env.VITE_API_BASE ?? '/api', self.location.origin).href;

const engine = openShopDatabase().then((db) => {
  const created: SyncEngine = new SyncEngine(
    db,
    createApiClient({ baseUrl: apiBase, language: () => created.getLanguage() }),
  );
  return created;
});

expose(workerApi(engine));

const onOnline = (listener: () => void) => {
  self.addEventListener('online', listener);
  return () => self.removeEventListener('online', listener);
};

// Every tab has a worker; only the leader's pushes the outbox and refreshes the whole catalogue.
void engine.then(async (ready) => {
  await ready.db.waitForLeadership();
  scheduleOutbox(ready.db, ready.outbox, onOnline, ready.outboxNudges.listen);
  scheduleCatalogueSync(ready.catalogue, onOnline);
});
