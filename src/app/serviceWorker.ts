/**
 * Registers the service worker that lets the shop open offline after one visit. A new version is installed in the
 * background and waits; the shopper is offered a reload, so a tab in the middle of something is never swapped.
 */
import { registerSW } from 'virtual:pwa-register';

export interface ServiceWorkerUpdate {
  /** Activates the waiting version and reloads the page. */
  apply(): Promise<void>;
}

export function registerServiceWorker(onUpdateReady: (update: ServiceWorkerUpdate) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    onNeedRefresh: () => onUpdateReady({ apply: () => updateServiceWorker(true) }),
  });
}
