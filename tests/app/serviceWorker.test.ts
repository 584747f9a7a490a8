import { describe, expect, it } from 'vitest';
import { type ServiceWorkerUpdate, watchForUpdates } from '../../src/app/serviceWorker';

/** A service worker as the page sees it: a state, state changes, and the messages posted to it. */
class FakeWorker extends EventTarget {
  readonly messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  install(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  readonly registered: string[] = [];
  constructor(
    public controller: FakeWorker | null,
    readonly registration = new FakeRegistration(),
  ) {
    super();
  }
  async register(url: string) {
    this.registered.push(url);
    return this.registration;
  }
}

async function watch(container: FakeContainer) {
  const offers: ServiceWorkerUpdate[] = [];
  let reloads = 0;
  await watchForUpdates(
    container as unknown as ServiceWorkerContainer,
    (update) => offers.push(update),
    () => reloads++,
  );
  return { offers, reloads: () => reloads };
}

describe('the service worker registration', () => {
  it('registers the built worker and offers nothing on a first install, which is no update', async () => {
    const container = new FakeContainer(null);
    const { offers } = await watch(container);
    const first = new FakeWorker('installing');
    container.registration.install(first);
    first.become('installed');
    expect(container.registered).toEqual(['/sw.js']);
    expect(offers).toHaveLength(0);
  });

  it('offers a new version once it is installed, and applies it only when the shopper says so', async () => {
    const container = new FakeContainer(new FakeWorker('activated'));
    const { offers, reloads } = await watch(container);
    const next = new FakeWorker('installing');
    container.registration.install(next);
    expect(offers).toHaveLength(0);
    next.become('installed');
    expect(offers).toHaveLength(1);
    expect(next.messages).toEqual([]);

    offers[0]?.apply();
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reloads()).toBe(0);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloads()).toBe(1);
  });

  it('offers a version that was already waiting when the page opened', async () => {
    const container = new FakeContainer(new FakeWorker('activated'));
    container.registration.waiting = new FakeWorker('installed');
    const { offers } = await watch(container);
    expect(offers).toHaveLength(1);
  });
});
