/**
 * Registers the service worker that lets the shop open offline after one visit. A new version is installed in the
 * background and waits; the shopper is offered a reload, so a tab in the middle of something is never swapped.
 */
import { registerSW } from 'virtual:pwa-register';

export interface ServiceWorkerUpdate {
  /** Activates the waiting version and reloads the page. */
  apply(): Promise<void>;
}

/**
 * Runs `work` once the page has loaded and the main thread is idle: installing the service worker downloads and
 * caches the whole shell, which must not compete with the first paint or the first taps.
 */
function afterLoadAndIdle(work: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(() => !cancelled && work(), { timeout: 10_000 });
    else setTimeout(() => !cancelled && work(), 0);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
  };
}

/** Registers after load and idle; returns a function that cancels a registration not yet made. */
export function registerServiceWorker(onUpdateReady: (update: ServiceWorkerUpdate) => void): () => void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return () => undefined;
  return afterLoadAndIdle(() => {
    const updateServiceWorker = registerSW({
      immediate: true,
      onNeedRefresh: () => onUpdateReady({ apply: () => updateServiceWorker(true) }),
    });
  });
}
