import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutScreen } from '../../../src/app/checkout/CheckoutScreen';
import type { ShopDatabase } from '../../../src/db';
import { buildOrderPayload, orderTotals, SLOW_SENDING_MS } from '../../../src/domain';
import { CurrentLocation, cartLine, customer, eventsOfType, openShop } from '../accountFixtures';
import { fakeSync, renderWithShop } from '../renderWithShop';
import { closeTestDatabases } from '../testDatabase';
import { home, KUWAIT_RATES, placeOrder, renderCheckout, text } from './renderCheckout';

afterEach(async () => {
  vi.useRealTimers();
  await closeTestDatabases();
});

/** The outbox's status row as the pusher writes it after a call that got no answer, or a 5xx it retries. */
function outboxTrouble(db: ShopDatabase, error: 'offline' | 'server' | null) {
  return db.sync_status.upsert({
    id: 'outbox',
    lastAttemptAt: 1,
    lastSuccessAt: null,
    error,
    detail: error && `/order/store: ${error}`,
  });
}

/** Stands in for the sync worker's outbox: settles each OrderPlaced the way the pusher does. */
function settleOrders(
  db: ShopDatabase,
  outcome: { orderId: number } | { failed: string } | { offline: true } | { serverTrouble: true },
) {
  const subscription = db.events
    .find({ selector: { type: 'OrderPlaced', outboxStatus: 'pending' } })
    .$.subscribe((docs) => {
      for (const doc of docs) {
        if ('orderId' in outcome) {
          void doc.incrementalPatch({
            payload: { ...doc.payload, orderId: outcome.orderId },
            outboxStatus: 'sent',
            outboxAttempts: 1,
          });
        } else if ('failed' in outcome) {
          void doc.incrementalPatch({ outboxStatus: 'failed', outboxLastError: outcome.failed });
        } else if (doc.outboxLastError === null) {
          const error = 'offline' in outcome ? 'offline' : 'server';
          void outboxTrouble(db, error).then(() =>
            doc.incrementalPatch({ outboxLastError: `/order/store: ${error}`, outboxAttempts: 1 }),
          );
        }
      }
    });
  return () => subscription.unsubscribe();
}

describe('placing a cash order at checkout (SPEC §4 Order placement)', () => {
  it('shows the phone of the delivery address, the number the order is sent with', async () => {
    const { database } = await renderCheckout();
    const stop = settleOrders(database, { orderId: 46 });
    expect((await screen.findByTestId('checkout-phone')).textContent).toBe('Phone: +96551234567');
    await waitFor(() => expect(text('summary-total')).toBe('3.50 KD'));
    placeOrder();
    await waitFor(() => expect(text('location')).toBe('/thank-you'));
    stop();
    const [placed] = await eventsOfType(database, 'OrderPlaced');
    expect(placed?.payload).toMatchObject({ order: { order_detail: { phone_number: '+96551234567' } } });
  });

  it('places a cash order through the outbox, clears the cart and goes to /thank-you (SPEC §4)', async () => {
    const { database } = await renderCheckout();
    const stop = settleOrders(database, { orderId: 42 });
    await screen.findByRole('textbox', { name: 'Promo code' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Promo code' }), { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Promo code WELCOME10 applied: 10% off');
    placeOrder();
    await waitFor(() => expect(text('location')).toBe('/thank-you'));
    stop();
    const [placed] = await eventsOfType(database, 'OrderPlaced');
    expect(placed?.payload).toMatchObject({
      orderId: 42,
      order: {
        order_detail: {
          user_id: '7',
          order_status: 'confirmed',
          payment_status: 'pending',
          paymentType: 'cash',
          promo_code: 'WELCOME10',
          subtotal_price: 3,
          delivery_price: 0.5,
          discount: 0.3,
          total_price: 3.2,
          countryName: 'Kuwait',
        },
        product_details: [{ id: 1, price: 1.5, quantity: 2 }],
      },
    });
    expect(await eventsOfType(database, 'CartCleared')).toHaveLength(1);
  });

  it('shows Failed to create order when the server refuses it, and keeps the cart', async () => {
    const { database } = await renderCheckout();
    const stop = settleOrders(database, { failed: 'The amount does not match' });
    await waitFor(() => expect(text('summary-total')).toBe('3.50 KD'));
    placeOrder();
    expect(await screen.findByText('Failed to create order')).toBeTruthy();
    stop();
    expect(await eventsOfType(database, 'CartCleared')).toHaveLength(0);
  });

  it('keeps the order waiting while offline and says it will be sent later', async () => {
    const { database } = await renderCheckout();
    const stop = settleOrders(database, { offline: true });
    await waitFor(() => expect(text('summary-total')).toBe('3.50 KD'));
    placeOrder();
    expect(await screen.findByText(/will be sent when you are back online/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement).disabled).toBe(true);
    stop();
    const finish = settleOrders(database, { orderId: 43 });
    await waitFor(() => expect(text('location')).toBe('/thank-you'));
    finish();
  });

  it('says the server is in trouble, not that the shopper is offline, while the outbox retries after a 500', async () => {
    const { database } = await renderCheckout();
    const stop = settleOrders(database, { serverTrouble: true });
    await waitFor(() => expect(text('summary-total')).toBe('3.50 KD'));
    placeOrder();
    expect(await screen.findByText(/server is having trouble.*keep trying/)).toBeTruthy();
    expect(screen.queryByText(/offline/)).toBeNull();
    stop();
    await outboxTrouble(database, null);
    const finish = settleOrders(database, { orderId: 45 });
    await waitFor(() => expect(text('location')).toBe('/thank-you'));
    finish();
  });

  it('waits for a cash order still in the outbox from an earlier visit instead of offering a second one', async () => {
    const shop = await openShop({
      session: customer(),
      cart: [cartLine('1', { price: '1.5', quantity: 2 })],
    });
    await shop.eventLog.append('AddressSelected', { address: home });
    const built = buildOrderPayload({
      userId: 7,
      address: home,
      items: [cartLine('1', { price: '1.5', quantity: 2 })],
      totals: orderTotals(3000, 500, 0),
      paymentMethod: 'cash',
      promoCode: null,
    });
    if (!built.ok) throw new Error('expected an order');
    await shop.eventLog.append('OrderPlaced', { orderId: null, idempotencyKey: 'k', order: built.payload });
    await outboxTrouble(shop.database, 'offline');
    await renderWithShop(
      <Routes>
        <Route path="/checkout" element={<CheckoutScreen />} />
        <Route path="*" element={<CurrentLocation />} />
      </Routes>,
      {
        ...shop,
        sync: fakeSync({ deliveryRates: async () => KUWAIT_RATES }),
        route: '/checkout',
        lang: 'en',
      },
    );
    expect(await screen.findByText(/will be sent when you are back online/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();
    const finish = settleOrders(shop.database, { orderId: 44 });
    await waitFor(() => expect(text('location')).toBe('/thank-you'));
    finish();
    expect(await eventsOfType(shop.database, 'OrderPlaced')).toHaveLength(1);
    expect(await eventsOfType(shop.database, 'CartCleared')).toHaveLength(1);
  });
});

describe('a cash order that takes long to send, with nothing to explain why (SPEC §4 Checkout flows)', () => {
  const notice = /taking longer than usual\. Your order is saved on this device and will be sent once/;
  // The default fake set also fakes setImmediate and queueMicrotask, which fake-indexeddb needs to run.
  const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  /** Waits for the page's database work without moving the fake clock, as `vi.waitFor` would. */
  async function until(check: () => Promise<boolean>) {
    for (let turns = 0; !(await check()); turns++) {
      if (turns > 2000) throw new Error('the database never got there');
      await act(() => new Promise((resolve) => setImmediate(resolve)));
    }
  }

  async function placeAndWait(lang: 'en' | 'ar' = 'en') {
    const retryOutboxNow = vi.fn(async () => undefined);
    const shop = await renderCheckout({ retryOutboxNow, lang });
    await waitFor(() => expect(text('summary-total')).toBe(lang === 'en' ? '3.50 KD' : '3.50 د.ك'));
    fakeClock();
    fireEvent.click(screen.getByRole('button', { name: lang === 'en' ? 'Place Order' : 'تأكيد الطلب' }));
    await until(async () => (await eventsOfType(shop.database, 'OrderPlaced')).length === 1);
    return { ...shop, retryOutboxNow };
  }

  it('says so after 15 s, announced, with Keep Waiting and Try Again', async () => {
    await placeAndWait();
    wait(SLOW_SENDING_MS - 1);
    expect(screen.queryByText(notice)).toBeNull();
    wait(1);
    const status = screen.getAllByRole('status').find((region) => notice.test(region.textContent ?? ''));
    expect(status).toBeTruthy();
    expect(screen.getByText('Placing your order…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Keep Waiting' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('hides the notice when the shopper keeps waiting, keeps the keyboard there, and says so again 15 s later', async () => {
    const { retryOutboxNow } = await placeAndWait();
    wait(SLOW_SENDING_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Keep Waiting' }));
    expect(screen.queryByText(notice)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(document.activeElement?.className).toBe('slow-sending');
    wait(SLOW_SENDING_MS - 1);
    expect(screen.queryByText(notice)).toBeNull();
    wait(1);
    expect(screen.getByText(notice)).toBeTruthy();
    expect(retryOutboxNow).not.toHaveBeenCalled();
  });

  it('asks the outbox to send the order now on Try Again, and the order is still placed once', async () => {
    const { database, retryOutboxNow } = await placeAndWait();
    wait(SLOW_SENDING_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retryOutboxNow).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(notice)).toBeNull();
    wait(SLOW_SENDING_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retryOutboxNow).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
    const finish = settleOrders(database, { orderId: 47 });
    await waitFor(() => expect(text('location')).toBe('/thank-you'));
    finish();
    expect(await eventsOfType(database, 'OrderPlaced')).toHaveLength(1);
    expect(await eventsOfType(database, 'CartCleared')).toHaveLength(1);
  });

  it('says the shopper is offline rather than the notice, and counts 15 s afresh once the connection is back', async () => {
    const { database } = await placeAndWait();
    const stop = settleOrders(database, { offline: true });
    await until(async () => screen.queryByText(/will be sent when you are back online/) !== null);
    wait(SLOW_SENDING_MS * 4);
    expect(screen.queryByText(notice)).toBeNull();
    stop();
    await outboxTrouble(database, null);
    await until(async () => screen.queryByText('Placing your order…') !== null);
    wait(SLOW_SENDING_MS - 1);
    expect(screen.queryByText(notice)).toBeNull();
    wait(1);
    expect(screen.getByText(notice)).toBeTruthy();
  });

  it('says so too while checkout waits for an order an earlier visit left in the outbox', async () => {
    const shop = await openShop({
      session: customer(),
      cart: [cartLine('1', { price: '1.5', quantity: 2 })],
    });
    const built = buildOrderPayload({
      userId: 7,
      address: home,
      items: [cartLine('1', { price: '1.5', quantity: 2 })],
      totals: orderTotals(3000, 500, 0),
      paymentMethod: 'cash',
      promoCode: null,
    });
    if (!built.ok) throw new Error('expected an order');
    await shop.eventLog.append('OrderPlaced', { orderId: null, idempotencyKey: 'k', order: built.payload });
    const retryOutboxNow = vi.fn(async () => undefined);
    fakeClock();
    await renderWithShop(
      <Routes>
        <Route path="/checkout" element={<CheckoutScreen />} />
        <Route path="*" element={<CurrentLocation />} />
      </Routes>,
      { ...shop, sync: fakeSync({ retryOutboxNow }), route: '/checkout', lang: 'en' },
    );
    await until(async () => screen.queryByRole('link', { name: 'My Orders' }) !== null);
    wait(SLOW_SENDING_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retryOutboxNow).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();
  });

  it('says so in Arabic to an Arabic shopper', async () => {
    await placeAndWait('ar');
    wait(SLOW_SENDING_MS);
    const bar = screen
      .getByRole('button', { name: 'مواصلة الانتظار' })
      .closest('.slow-sending') as HTMLElement;
    expect(within(bar).getByText(/يستغرق هذا وقتاً أطول من المعتاد/)).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'حاول مرة أخرى' })).toBeTruthy();
  });
});
