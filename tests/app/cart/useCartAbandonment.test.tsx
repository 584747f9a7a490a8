import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartAbandonment } from '../../../src/app/cart/useCartAbandonment';
import { useShopState } from '../../../src/app/data/EventLogContext';
import { type ShopSync, SyncProvider } from '../../../src/app/data/SyncContext';
import type { ShopDatabase } from '../../../src/db';
import { CART_ABANDON_MS } from '../../../src/domain';
import { cartLine, eventsOfType, openShop } from '../accountFixtures';
import { fakeSync, withDatabase } from '../renderWithShop';
import { closeTestDatabases } from '../testDatabase';

// The default fake set also fakes setImmediate and queueMicrotask, which fake-indexeddb needs to run.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
/** Every worker call a tab of this file made: a test ends only once they are done. */
const inFlight: Promise<unknown>[] = [];
afterEach(async () => {
  vi.useRealTimers();
  // The tabs go first and their last calls finish before the database closes: a report cut short by the close
  // never answers, and the page's one-at-a-time queue of reports (no Web Locks in happy-dom) outlives the test.
  cleanup();
  await Promise.allSettled(inFlight.splice(0));
  await closeTestDatabases();
});

/** The hook as the layout mounts it, and the cart size it sees, so a test knows the cart has loaded. */
function Watcher() {
  useCartAbandonment();
  return <p data-testid="lines">{useShopState()?.cart.cartProducts.length ?? '-'}</p>;
}

async function mount(lines: number) {
  const shop = await openShop({
    cart: Array.from({ length: lines }, (_, i) => cartLine(`p${i}`, { quantity: 2 })),
  });
  const tab = openTab(shop.database);
  await eventually(() => expect(screen.getByTestId('lines').textContent).toBe(String(lines)));
  const abandoned = () => eventsOfType(shop.database, 'CartAbandoned');
  return { ...shop, abandoned, tab };
}

/**
 * One tab of the shopper: its own worker over the shared database (as tabs share IndexedDB). `looks()` counts the
 * times it looked for an earlier report (it is about to report); `checked()` resolves once it has looked and
 * whatever it then did has finished.
 */
function openTab(database: ShopDatabase) {
  const sync = withDatabase(fakeSync(), database);
  const calls: Promise<unknown>[] = [];
  let looks = 0;
  const track = <T,>(call: Promise<T>): Promise<T> => {
    calls.push(call);
    inFlight.push(call);
    return call;
  };
  const tab: ShopSync = {
    ...sync,
    queryOnce: (query) => {
      if (JSON.stringify(query.selector).includes('CartAbandoned')) looks += 1;
      return track(sync.queryOnce(query));
    },
    appendEvent: (type, payload, options) => track(sync.appendEvent(type, payload, options)),
  };
  render(
    <SyncProvider sync={tab}>
      <Watcher />
    </SyncProvider>,
  );
  const checked = async () => {
    await eventually(() => expect(looks).toBeGreaterThan(0));
    for (let settled = 0; settled < calls.length; settled = calls.length) await Promise.allSettled(calls);
  };
  return { checked, looks: () => looks };
}

async function openAnotherTab(database: ShopDatabase) {
  const tab = openTab(database);
  await eventually(() =>
    expect(screen.getAllByTestId('lines').map((lines) => lines.textContent)).toEqual(['1', '1']),
  );
  return tab;
}

const idle = (ms: number) => act(() => vi.advanceTimersByTime(ms));

// A database write on a loaded two-core machine can outlast vi.waitFor's default second.
const eventually = (check: () => unknown) => vi.waitFor(check, { timeout: 10_000 });

describe('cart abandonment (SPEC §4 Other UI states: after 10 minutes idle with items in the cart)', () => {
  it('appends one CartAbandoned after 10 idle minutes, with the cart size, for the outbox to send', async () => {
    const shop = await mount(2);
    await idle(CART_ABANDON_MS - 1000);
    expect(await shop.abandoned()).toHaveLength(0);
    await idle(1000);
    await eventually(async () => expect(await shop.abandoned()).toHaveLength(1));
    const [event] = await shop.abandoned();
    expect(event?.payload).toEqual({ itemCount: 4, totalFils: 6000 });
    expect(event?.outboxStatus).toBe('pending');
  });

  it('fires once per idle spell, and again after the shopper comes back and leaves again', async () => {
    const shop = await mount(1);
    await idle(CART_ABANDON_MS * 3);
    await eventually(async () => expect(await shop.abandoned()).toHaveLength(1));
    await idle(CART_ABANDON_MS * 3);
    expect(await shop.abandoned()).toHaveLength(1);
    fireEvent.keyDown(window, { key: 'a' });
    await idle(CART_ABANDON_MS);
    await eventually(async () => expect(await shop.abandoned()).toHaveLength(2));
  });

  it('counts the idle time from the last activity (pointer, scroll, a page coming back into view)', async () => {
    const shop = await mount(1);
    await idle(CART_ABANDON_MS / 2);
    fireEvent.pointerDown(window);
    await idle(CART_ABANDON_MS / 2);
    fireEvent.scroll(window);
    await idle(CART_ABANDON_MS / 2);
    document.dispatchEvent(new Event('visibilitychange'));
    await idle(CART_ABANDON_MS - 1000);
    expect(await shop.abandoned()).toHaveLength(0);
    await idle(1000);
    await eventually(async () => expect(await shop.abandoned()).toHaveLength(1));
  });

  it('reports once across tabs: a second idle tab of the same shopper finds the first one’s report', async () => {
    const shop = await mount(1);
    await idle(2 * 60_000);
    // A second tab opened two minutes later, sharing the event log (IndexedDB) as every tab does.
    const secondTab = await openAnotherTab(shop.database);
    await idle(CART_ABANDON_MS - 2 * 60_000);
    await eventually(async () => expect(await shop.abandoned()).toHaveLength(1));
    await idle(2 * 60_000);
    await secondTab.checked();
    expect(await shop.abandoned()).toHaveLength(1);
  });

  it('reports once when two tabs reach the end of the same idle spell at the same moment', async () => {
    const shop = await mount(1);
    const secondTab = await openAnotherTab(shop.database);
    await idle(CART_ABANDON_MS);
    await secondTab.checked();
    await eventually(async () => expect(await shop.abandoned()).toHaveLength(1));
    await idle(CART_ABANDON_MS);
    expect(await shop.abandoned()).toHaveLength(1);
  });

  it('counts activity in another tab of the shop as the shopper being there', async () => {
    const shop = await mount(1);
    const otherTab = new BroadcastChannel('gulf-shop:cart-activity');
    await idle(CART_ABANDON_MS - 60_000);
    const heard = new Promise((resolve) => {
      const listener = new BroadcastChannel('gulf-shop:cart-activity');
      listener.onmessage = () => resolve(listener.close());
    });
    otherTab.postMessage(Date.now());
    await heard;
    otherTab.close();
    await idle(CART_ABANDON_MS - 1000);
    expect(shop.tab.looks()).toBe(0);
    await idle(CART_ABANDON_MS);
    await eventually(async () => expect(await shop.abandoned()).toHaveLength(1));
  });

  it('stays quiet with an empty cart', async () => {
    const shop = await mount(0);
    await idle(CART_ABANDON_MS * 2);
    expect(await shop.abandoned()).toHaveLength(0);
  });
});
