import type { Language } from './apiClient';
import type { RefreshOutcome } from './syncStatus';

/** What the app may ask of the worker, across the comlink boundary (every call is async there). */
export interface SyncWorkerApi {
  refreshHome(): Promise<RefreshOutcome>;
  setLanguage(language: Language): Promise<void>;
}

export { type ApiClient, type ApiResult, createApiClient, type Language } from './apiClient';
export { SyncEngine } from './syncEngine';
export type { RefreshOutcome } from './syncStatus';
export { workerApi } from './workerApi';
