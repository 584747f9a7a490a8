import type { Language } from './apiClient';
import type { SyncWorkerApi } from './index';
import type { SyncEngine } from './syncEngine';

/** The object comlink exposes: calls wait for the engine, which waits for the local database to open. */
export function workerApi(engine: Promise<SyncEngine>): SyncWorkerApi {
  return {
    refreshHome: async () => (await engine).refreshHome(),
    setLanguage: async (language: Language) => (await engine).setLanguage(language),
    sendOtp: async (phone) => (await engine).account.sendOtp(phone),
    verifyOtp: async (phone, otp) => (await engine).account.verifyOtp(phone, otp),
    pushOutbox: async () => (await engine).outbox.push(),
  };
}
