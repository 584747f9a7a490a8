/**
 * Registers the service worker that lets the shop open offline after one visit (built by vite-plugin-pwa's
 * Workbox as /sw.js). A new version is installed in the background and waits; the shopper is offered a reload, so
 * a tab in the middle of something is never swapped. This is the platform's own update flow, written out rather
 * than loaded through workbox-window: 2 kB gzip less on every first visit, for the two events it listens to.
 */

import { whenIdle } from './shared/whenIdle';

export interface ServiceWorkerUpdate {
  /** Activates the waiting version and reloads the page once it controls it. */
  apply(): void;
}

/** The generated worker skips waiting on this message (Workbox's `registerType: 'prompt'`). */
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

/** However busy the page, the worker is registered this long after the load at the latest. */
const REGISTER_WAIT_MS = 10_000;

/**
 * Runs `work` once the page has loaded and the main thread is idle: installing the service worker downloads and
 * caches the whole shell, which must not compete with the first paint or the first taps.
 */
function afterLoadAndIdle(work: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  const run = () => {
    cancelIdle = whenIdle(work, REGISTER_WAIT_MS);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    window.removeEventListener('load', run);
    cancelIdle?.();
  };
}

/**
 * Offers each new version once it is installed. A worker installed while no version controls the page is the
 * first install, not an update: nothing to offer.
 */
export async function watchForUpdates(
  container: ServiceWorkerContainer,
  onUpdateReady: (update: ServiceWorkerUpdate) => void,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  const registration: ServiceWorkerRegistration | undefined = await container.register('/sw.js', {
    scope: '/',
  });
  // An automated browser that blocks service workers answers with nothing rather than refusing.
  if (!registration) return;
  const offer = (worker: ServiceWorker) => {
    if (!container.controller) return;
    onUpdateReady({
      apply() {
        container.addEventListener('controllerchange', () => reload(), { once: true });
        worker.postMessage(SKIP_WAITING);
      },
    });
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
}

/** Registers after load and idle; returns a function that cancels a registration not yet made. */
export function registerServiceWorker(onUpdateReady: (update: ServiceWorkerUpdate) => void): () => void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return () => undefined;
  return afterLoadAndIdle(() => {
    watchForUpdates(navigator.serviceWorker, onUpdateReady).catch((error: unknown) =>
      // Without a service worker the shop still works online; it just will not open offline.
      console.warn('The service worker could not be registered', error),
    );
  });
}
