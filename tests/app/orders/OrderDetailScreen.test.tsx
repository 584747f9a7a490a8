import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderDetailScreen } from '../../../src/app/orders/OrderDetailScreen';
import type { ShopDatabase } from '../../../src/db';
import type { Order } from '../../../src/domain';
import { CurrentLocation, customer, openShop } from '../accountFixtures';
import { fakeSync, renderWithShop, type TestLanguage } from '../renderWithShop';
import { closeTestDatabases } from '../testDatabase';
import { order, storeOrders } from './orderFixtures';

afterEach(closeTestDatabases);

async function renderDetail(
  options: {
    loggedIn?: boolean;
    lang?: TestLanguage;
    stored?: Order;
    loadOrder?: (database: ShopDatabase) => (orderId: string) => Promise<Order | null>;
  } = {},
) {
  const shop = await openShop(options.loggedIn === false ? {} : { session: customer() });
  if (options.stored) await storeOrders(shop.database, options.stored);
  const loadOrder = vi.fn(options.loadOrder?.(shop.database) ?? (async () => options.stored ?? null));
  await renderWithShop(
    <Routes>
      <Route path="/order/:orderId" element={<OrderDetailScreen />} />
      <Route path="*" element={<CurrentLocation />} />
    </Routes>,
    { ...shop, route: '/order/41', lang: options.lang ?? 'en', sync: fakeSync({ loadOrder }) },
  );
  return { ...shop, loadOrder };
}

const steps = () => within(screen.getByRole('list', { name: 'Order tracking' })).getAllByRole('listitem');
/** A step as read out, without the time it carries (read on its own by `stepTimes`). */
const stepNames = () =>
  steps().map((step) => step.textContent?.replace(step.querySelector('time')?.textContent ?? '', ''));
const stepTimes = () => steps().map((step) => step.querySelector('time')?.getAttribute('datetime') ?? null);

describe('the order detail screen (SPEC §2 Order detail, §4 Order status)', () => {
  it('sends a guest to login with the order as the return path', async () => {
    await renderDetail({ loggedIn: false });
    expect((await screen.findByTestId('location')).textContent).toBe('/login?returnTo=%2Forder%2F41');
  });

  it('shows the stored order: badge, date, timeline, address, items, price breakdown and payment', async () => {
    const long = 'An unusually long product name that goes on';
    const shipped = order(41, {
      order_status: 'shipped',
      payment_status: 'paid',
      paymentType: 'card',
      discount: 0.5,
      total_price: 12,
      products: [
        {
          id: 1,
          name: 'قهوة',
          title: long,
          description: 'Single origin beans from the Yemen highlands',
          price: 5.5,
          quantity: 2,
        },
      ],
    });
    const { loadOrder } = await renderDetail({ stored: shipped });
    expect(await screen.findByRole('heading', { name: 'Order #41', level: 1 })).toBeTruthy();
    expect(screen.getByText('Shipped', { selector: '.status-badge' }).className).toContain(
      'status-badge--indigo',
    );
    expect(screen.getByText('Placed on Mar 4, 2025')).toBeTruthy();
    expect(stepNames()).toEqual([
      'Order Placed (completed)',
      'Processing (completed)',
      'Shipped',
      'Out for Delivery',
      'Delivered',
    ]);
    // Placed when the order was; the current step's time unknown here.
    expect(stepTimes()).toEqual(['2025-03-04T10:00:00Z', null, null, null, null]);
    expect(steps()[2]?.getAttribute('aria-current')).toBe('step');
    expect(steps().filter((step) => step.className.includes('is-done'))).toHaveLength(3);
    expect(screen.getByText('Street 12, Salmiya, Hawalli, Kuwait')).toBeTruthy();
    expect(screen.getByText(`${long.slice(0, 25)}…`)).toBeTruthy();
    expect(screen.getByText('Single origin beans from the Y…')).toBeTruthy();
    expect(screen.getByText('Qty: 2 × 5.50 KD')).toBeTruthy();
    const prices = screen.getAllByRole('definition').map((dd) => dd.textContent);
    expect(prices).toEqual(['11.00 KD', '1.50 KD', '-0.50 KD', '12.00 KD', 'Credit/Debit Card', 'Paid']);
    expect(loadOrder).toHaveBeenCalledWith('41');
  });

  it("says the address in the page's language from the order's parts, whatever language it was ordered in (SPEC §3)", async () => {
    const orderedInArabic = order(41, {
      address: 'قطعة 5، شارع 12، منزل 7، الدسمة، العاصمة، الكويت',
      address_parts: {
        piece: '5',
        street: '12',
        house: '7',
        city: 'Dasma',
        area: 'Al Asimah',
        country: 'Kuwait',
      },
    });
    await renderDetail({ stored: orderedInArabic });
    const section = await screen.findByRole('region', { name: 'Delivery Address' });
    expect(section.textContent).toContain('Block 5, Street 12, House 7, Dasma, Al Asimah, Kuwait');
    expect(section.textContent).not.toMatch(/\p{Script=Arabic}/u);
    cleanup();
    await closeTestDatabases();
    await renderDetail({ lang: 'ar', stored: orderedInArabic });
    const arabic = await screen.findByRole('region', { name: 'عنوان التوصيل' });
    expect(arabic.textContent).toContain('قطعة 5، شارع 12، منزل 7، الدسمة، العاصمة، الكويت');
  });

  it('follows the status the worker stores, step by step', async () => {
    await renderDetail({
      stored: order(41),
      loadOrder: (db) => async () => {
        const fresh = order(41, { order_status: 'on_the_way' });
        await db.orders.upsert({ id: '41', serverId: 41, userId: '7', order: fresh as never });
        return fresh;
      },
    });
    await waitFor(() => expect(steps()[3]?.getAttribute('aria-current')).toBe('step'));
    expect(screen.getByText('On the Way', { selector: '.status-badge' })).toBeTruthy();
  });

  it('ends the timeline of a cancelled order at Cancelled, in red, with when it was placed and cancelled (SPEC §4)', async () => {
    const cancelled = order(41, { order_status: 'cancelled', status_changed_at: '2025-03-05T08:30:00Z' });
    await renderDetail({ stored: cancelled });
    await screen.findByRole('heading', { name: 'Order #41', level: 1 });
    expect(stepNames()).toEqual(['Order Placed (completed)', 'Cancelled']);
    expect(steps()[1]?.getAttribute('aria-current')).toBe('step');
    expect(steps()[1]?.className).toContain('is-stopped');
    expect(stepTimes()).toEqual(['2025-03-04T10:00:00Z', '2025-03-05T08:30:00Z']);
    // Written for people: the date and the time of day.
    expect(steps()[1]?.querySelector('time')?.textContent).toMatch(/Mar 5, 2025, \d{1,2}:\d{2}/);
  });

  it('gives the current step the time the order reached it', async () => {
    await renderDetail({
      stored: order(41, { order_status: 'shipped', status_changed_at: '2025-03-06T12:00:00Z' }),
    });
    await screen.findByRole('heading', { name: 'Order #41', level: 1 });
    expect(stepTimes()).toEqual(['2025-03-04T10:00:00Z', null, '2025-03-06T12:00:00Z', null, null]);
  });

  it("says 'Order not found' when the server has no such order", async () => {
    await renderDetail();
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to My Orders' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/orders');
  });

  it('shows the SPEC §4 detail error with Try Again when nothing is stored and the load fails', async () => {
    let calls = 0;
    const { loadOrder } = await renderDetail({
      loadOrder: (db) => async () => {
        calls += 1;
        if (calls === 1) {
          await db.sync_status.upsert({
            id: 'order:41',
            lastAttemptAt: 1,
            lastSuccessAt: null,
            error: 'invalidResponse',
            detail: null,
          });
          throw new Error('invalidResponse');
        }
        await storeOrders(db, order(41));
        return order(41);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Order not found or invalid response format');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Order #41', level: 1 })).toBeTruthy();
    expect(loadOrder).toHaveBeenCalledTimes(2);
  });

  it('reads in Arabic with the Arabic step names and payment status', async () => {
    await renderDetail({ lang: 'ar', stored: order(41, { order_status: 'delivered' }) });
    expect(await screen.findByRole('heading', { name: 'طلب رقم 41', level: 1 })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'تتبع الطلب' });
    expect(within(list).getAllByRole('listitem')[4]?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('الدفع عند الاستلام')).toBeTruthy();
    expect(screen.getAllByText('قيد الانتظار').length).toBeGreaterThan(0);
  });
});
