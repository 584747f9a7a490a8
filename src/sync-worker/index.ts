import type { SendOtpAnswer, VerifyOtpAnswer } from './accountSync';
import type { Language } from './apiClient';
import type { PushReport } from './outboxPusher';
import type { RefreshOutcome } from './syncStatus';

/** What the app may ask of the worker, across the comlink boundary (every call is async there). */
export interface SyncWorkerApi {
  refreshHome(): Promise<RefreshOutcome>;
  setLanguage(language: Language): Promise<void>;
  sendOtp(phone: string): Promise<SendOtpAnswer>;
  verifyOtp(phone: string, otp: string): Promise<VerifyOtpAnswer>;
  pushOutbox(): Promise<PushReport>;
}

export type { SendOtpAnswer, VerifyOtpAnswer } from './accountSync';
export { type ApiClient, type ApiResult, createApiClient, type Language } from './apiClient';
export { backoffMs, OutboxPusher, type PushReport } from './outboxPusher';
export { scheduleOutbox } from './outboxScheduler';
export { SyncEngine } from './syncEngine';
export type { RefreshOutcome } from './syncStatus';
export { workerApi } from './workerApi';
