import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrdersScreen } from '../../../src/app/orders/OrdersScreen';
import type { ShopDatabase } from '../../../src/db';
import { CurrentLocation, customer, openShop } from '../accountFixtures';
import { fakeSync, renderWithShop, type TestLanguage } from '../renderWithShop';
import { closeTestDatabases } from '../testDatabase';
import { order, storeOrders } from './orderFixtures';

afterEach(closeTestDatabases);

async function renderOrders(
  options: {
    loggedIn?: boolean;
    lang?: TestLanguage;
    seed?: (database: ShopDatabase) => Promise<void>;
    refreshOrders?: () => Promise<unknown>;
  } = {},
) {
  const shop = await openShop(options.loggedIn === false ? {} : { session: customer() });
  await options.seed?.(shop.database);
  const refreshOrders = vi.fn(
    options.refreshOrders ?? (async () => ({ ok: true, error: null, failures: [], count: 0 })),
  );
  await renderWithShop(
    <Routes>
      <Route path="/orders" element={<OrdersScreen />} />
      <Route path="*" element={<CurrentLocation />} />
    </Routes>,
    {
      ...shop,
      route: '/orders',
      lang: options.lang ?? 'en',
      sync: fakeSync({ refreshOrders: refreshOrders as never }),
    },
  );
  return { ...shop, refreshOrders };
}

const failWith = (database: ShopDatabase, error: 'offline' | 'server') =>
  database.sync_status.upsert({ id: 'orders', lastAttemptAt: 1, lastSuccessAt: null, error, detail: null });

describe('the orders screen (SPEC §2 Orders)', () => {
  it('sends a guest to login with /orders as the return path', async () => {
    await renderOrders({ loggedIn: false });
    expect((await screen.findByTestId('location')).textContent).toBe('/login?returnTo=%2Forders');
  });

  it('shows each stored order with id, date, status badge, up to 3 thumbnails plus +N, item count and total', async () => {
    const products = [1, 2, 3, 4, 5].map((id) => ({ id, name: `p${id}`, price: 1, quantity: 1 }));
    const { refreshOrders } = await renderOrders({
      seed: (db) =>
        storeOrders(db, order(41), order(42, { order_status: 'shipped', products, total_price: 6.5 })),
    });
    const cards = await screen.findAllByRole('link', { name: /^Order #/ }, { timeout: 5000 });
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/order/42', '/order/41']);
    const newest = cards[0] as HTMLElement;
    expect(within(newest).getByText('Shipped').className).toContain('status-badge--indigo');
    expect(within(newest).getByText('Mar 4, 2025')).toBeTruthy();
    expect(newest.querySelectorAll('.order-card__thumb')).toHaveLength(3);
    expect(within(newest).getByText('+2')).toBeTruthy();
    expect(within(newest).getByText('Items: 5')).toBeTruthy();
    expect(newest.textContent).toContain('Total 6.50 KD');
    expect(within(cards[1] as HTMLElement).getByText('Items: 2')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('Pending').className).toContain('status-badge--amber');
    expect(refreshOrders).toHaveBeenCalledTimes(1);
  });

  it('gives an unknown status a grey badge', async () => {
    await renderOrders({ seed: (db) => storeOrders(db, order(7, { order_status: 'lost_in_space' })) });
    expect((await screen.findByText('Unknown')).className).toContain('status-badge--grey');
  });

  it('opens an order when tapped', async () => {
    await renderOrders({ seed: (db) => storeOrders(db, order(41)) });
    fireEvent.click(await screen.findByRole('link', { name: /^Order #41/ }));
    expect((await screen.findByTestId('location')).textContent).toBe('/order/41');
  });

  it('shows the empty state when the customer has no orders', async () => {
    await renderOrders();
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
  });

  it('shows the SPEC §4 error with Try Again when nothing is stored, and asks again', async () => {
    let calls = 0;
    const { database, refreshOrders } = await renderOrders({
      refreshOrders: async () => {
        calls += 1;
        if (calls === 1) await failWith(database, 'server');
        else
          await database.sync_status.upsert({
            id: 'orders',
            lastAttemptAt: 2,
            lastSuccessAt: 2,
            error: null,
            detail: null,
          });
        return { ok: calls > 1, error: calls > 1 ? null : 'server', failures: [], count: 0 };
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No orders found or invalid response format');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    expect(refreshOrders).toHaveBeenCalledTimes(2);
  });

  it('keeps showing stored orders offline, with a quiet notice', async () => {
    await renderOrders({
      seed: async (db) => {
        await storeOrders(db, order(41));
        await failWith(db, 'offline');
      },
    });
    await screen.findByRole('link', { name: /^Order #41/ });
    await waitFor(() => expect(screen.getByText('You are offline. Showing saved data.')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says the list holds only this device's orders when the shop's server does not list them, with no error", async () => {
    await renderOrders({
      seed: (db) => storeOrders(db, order(41)),
      refreshOrders: async () => ({ ok: true, error: null, failures: [], count: null, deviceOnly: true }),
    });
    await screen.findByRole('link', { name: /^Order #41/ });
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe(
      "This shop's server does not list your orders, so only the orders placed on this device are shown.",
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says it in Arabic too', async () => {
    await renderOrders({
      lang: 'ar',
      refreshOrders: async () => ({ ok: true, error: null, failures: [], count: null, deviceOnly: true }),
    });
    expect((await screen.findByRole('note')).textContent).toContain('من هذا الجهاز فقط');
  });

  it('says nothing of the kind where the server lists the orders', async () => {
    const { refreshOrders } = await renderOrders({
      seed: (db) => storeOrders(db, order(41)),
      refreshOrders: async () => ({ ok: true, error: null, failures: [], count: 1, deviceOnly: false }),
    });
    await screen.findByRole('link', { name: /^Order #41/ });
    await waitFor(() => expect(refreshOrders).toHaveBeenCalled());
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('reads in Arabic, right to left, with the Arabic date form and KD as د.ك', async () => {
    await renderOrders({ lang: 'ar', seed: (db) => storeOrders(db, order(41)) });
    expect(await screen.findByRole('heading', { name: 'طلباتي' })).toBeTruthy();
    const card = await screen.findByRole('link', { name: /طلب رقم 41/ });
    expect(card.textContent).toContain('12.50 د.ك');
    expect(card.textContent).toContain('2025'); // Latin digits, as prices are shown
    expect(within(card).getByText('قيد الانتظار')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it("tells on a cancelled card order's card that a refund of its total is pending, and on a refunded one that it was refunded (SPEC §4 Order status)", async () => {
    const card = { paymentType: 'card', payment_status: 'paid' };
    await renderOrders({
      seed: (db) =>
        storeOrders(
          db,
          order(41, { ...card, order_status: 'cancelled' }),
          order(42, { ...card, order_status: 'refunded', total_price: 6.5 }),
          order(43, { ...card, order_status: 'shipped' }),
        ),
    });
    const cancelled = await screen.findByRole('link', { name: /^Order #41/ }, { timeout: 5000 });
    expect(within(cancelled).getByText('Refund pending · 12.50 KD')).toBeTruthy();
    const refunded = screen.getByRole('link', { name: /^Order #42/ });
    expect(within(refunded).getByText('Refunded · 6.50 KD')).toBeTruthy();
    // An order on its way says nothing of its payment here: its detail does.
    expect(screen.getByRole('link', { name: /^Order #43/ }).querySelector('.order-card__refund')).toBeNull();
  });

  it('says the same in Arabic', async () => {
    await renderOrders({
      lang: 'ar',
      seed: (db) =>
        storeOrders(
          db,
          order(41, { paymentType: 'card', payment_status: 'paid', order_status: 'cancelled' }),
          order(42, { paymentType: 'card', payment_status: 'refund_pending', order_status: 'pending' }),
        ),
    });
    const cancelled = await screen.findByRole('link', { name: /طلب رقم 41/ }, { timeout: 5000 });
    expect(within(cancelled).getByText('قيد الاسترداد · 12.50 د.ك')).toBeTruthy();
    const unfilled = screen.getByRole('link', { name: /طلب رقم 42/ });
    expect(within(unfilled).getByText('قيد الاسترداد · 12.50 د.ك')).toBeTruthy();
  });
});
