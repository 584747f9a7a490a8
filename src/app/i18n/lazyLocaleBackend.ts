import type { BackendModule, ReadCallback } from 'i18next';

/**
 * Loads one language's resources as its own chunk. It answers i18next in the callback form with `retry = true`
 * on failure, because only that form makes i18next retry (SPEC §9: up to 5 tries, 350 ms doubling), and a phone on
 * a flaky network must not end up with raw keys on screen.
 */
const loaders: Record<string, () => Promise<{ default: object }>> = {
  ar: () => import('../../locales/ar.json'),
  en: () => import('../../locales/en.json'),
};

export const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    const load = loaders[language];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default as Record<string, string>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};
