import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderDetailScreen } from '../../../src/app/orders/OrderDetailScreen';
import type { ShopDatabase } from '../../../src/db';
import type { Order } from '../../../src/domain';
import { customer, eventsOfType, openShop } from '../accountFixtures';
import { fakeSync, renderWithShop, type TestLanguage } from '../renderWithShop';
import { closeTestDatabases } from '../testDatabase';
import { order, storeOrders } from './orderFixtures';

afterEach(closeTestDatabases);

/** Order 41 of the fixture customer, confirmed, on a backend that says it would take a cancellation. */
const confirmed = (o: Record<string, unknown> = {}) =>
  order(41, { order_status: 'confirmed', cancellable: true, ...o });

async function renderOrder(stored: Order, lang: TestLanguage = 'en') {
  const shop = await openShop({ session: customer() });
  await storeOrders(shop.database, stored);
  const loadOrder = vi.fn(async () => stored);
  await renderWithShop(
    <Routes>
      <Route path="/order/:orderId" element={<OrderDetailScreen />} />
    </Routes>,
    { ...shop, route: '/order/41', lang, sync: fakeSync({ loadOrder }) },
  );
  await screen.findByRole('heading', { level: 1 });
  return { ...shop, loadOrder };
}

/** What the leader's outbox does with the request, as the sync worker would record it. */
async function outboxAnswers(database: ShopDatabase, patch: Record<string, unknown>, now?: Order) {
  const [request] = await database.events.find({ selector: { type: 'OrderCancelRequested' } }).exec();
  await act(async () => {
    if (now) await database.orders.upsert({ id: '41', serverId: 41, userId: '7', order: now });
    await request?.incrementalPatch(patch);
  });
}

const steps = () =>
  within(screen.getByRole('list', { name: 'Order tracking' }))
    .getAllByRole('listitem')
    .map((step) => step.querySelector('.order-timeline__label')?.textContent);

describe("cancelling one's own order (docs/API.md Cancelling an order)", () => {
  it('asks first, then sends the cancellation through the outbox and shows the order cancelled', async () => {
    const { database } = await renderOrder(confirmed());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Cancel this order? Its items go back on sale');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Order' }));
    await waitFor(async () =>
      expect((await eventsOfType(database, 'OrderCancelRequested')).map((event) => event.payload)).toEqual([
        { orderId: '41', userId: '7' },
      ]),
    );
    expect(await screen.findByText('Cancelling your order…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();

    await outboxAnswers(
      database,
      { outboxStatus: 'sent' },
      confirmed({ order_status: 'cancelled', cancellable: false, status_changed_at: '2025-03-04T11:00:00Z' }),
    );
    expect(await screen.findByText('Your order has been cancelled.')).toBeTruthy();
    expect(steps()).toEqual(['Order Placed', 'Cancelled']);
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });

  it('keeps the order when the shopper says so, sending nothing', async () => {
    const { database } = await renderOrder(confirmed());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep Order' }));
    expect(await eventsOfType(database, 'OrderCancelRequested')).toEqual([]);
  });

  it("says the server's reason in Arabic when it refused, and reads the order again", async () => {
    const { database, loadOrder } = await renderOrder(confirmed(), 'ar');
    fireEvent.click(screen.getByRole('button', { name: 'إلغاء الطلب' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'نعم، ألغِ الطلب' }));
    await waitFor(async () => expect(await eventsOfType(database, 'OrderCancelRequested')).toHaveLength(1));
    loadOrder.mockClear();
    const reason = 'لم يعد بالإمكان إلغاء هذا الطلب: بدأ المتجر في تجهيزه أو أُغلق.';
    await outboxAnswers(
      database,
      { outboxStatus: 'failed', outboxLastError: reason },
      confirmed({ order_status: 'processing', cancellable: false }),
    );
    expect(await screen.findByText(reason)).toBeTruthy();
    await waitFor(() => expect(loadOrder).toHaveBeenCalledWith('41'));
    expect(screen.queryByRole('button', { name: 'إلغاء الطلب' })).toBeNull();
  });

  it('is offered while the shop would take it, and not once it started on the order, nor by a backend that does not say', async () => {
    const again = async (stored: Order) => {
      await closeTestDatabases();
      document.body.innerHTML = '';
      await renderOrder(stored);
    };
    await renderOrder(confirmed({ order_status: 'pending' }));
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeTruthy();
    await again(confirmed({ order_status: 'shipped', cancellable: false }));
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    await again(order(41, { order_status: 'confirmed' }));
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });
});
