import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentCallbackScreen } from '../../../src/app/payment/PaymentCallbackScreen';
import { PaymentErrorScreen } from '../../../src/app/payment/PaymentErrorScreen';
import { PaymentSuccessScreen } from '../../../src/app/payment/PaymentSuccessScreen';
import { PendingPayments, type ShopDatabase } from '../../../src/db';
import {
  buildOrderPayload,
  orderTotals,
  type PaymentStatusKey,
  type PaymentStatusResponse,
  SLOW_SENDING_MS,
} from '../../../src/domain';
import { CurrentLocation, cartLine, customer, openShop } from '../accountFixtures';
import { fakeSync, renderWithShop, type TestLanguage } from '../renderWithShop';
import { closeTestDatabases } from '../testDatabase';

afterEach(async () => {
  vi.useRealTimers();
  await closeTestDatabases();
});

/**
 * Stands in for the sync worker's outbox after a call it will retry: the paid order's OrderPlaced keeps its last
 * error, and the outbox's status row says whether that call reached nothing ('offline') or got a 5xx ('server').
 */
function holdOrders(db: ShopDatabase, error: 'offline' | 'server') {
  const subscription = db.events
    .find({ selector: { type: 'OrderPlaced', outboxStatus: 'pending' } })
    .$.subscribe((docs) => {
      for (const doc of docs) {
        if (doc.outboxLastError !== null) continue;
        void db.sync_status
          .upsert({
            id: 'outbox',
            lastAttemptAt: 1,
            lastSuccessAt: null,
            error,
            detail: `/order/store: ${error}`,
          })
          .then(() => doc.incrementalPatch({ outboxLastError: `/order/store: ${error}`, outboxAttempts: 1 }));
      }
    });
  return () => subscription.unsubscribe();
}

/** Stands in for the sync worker's outbox sending the paid order: the server gives it `orderId`. */
function sendOrders(db: ShopDatabase, orderId: number) {
  const subscription = db.events
    .find({ selector: { type: 'OrderPlaced', outboxStatus: 'pending' } })
    .$.subscribe((docs) => {
      for (const doc of docs)
        void doc.incrementalPatch({ payload: { ...doc.payload, orderId }, outboxStatus: 'sent' });
    });
  return () => subscription.unsubscribe();
}

function cardOrder() {
  const built = buildOrderPayload({
    userId: 7,
    address: {
      fullName: 'Sara',
      street: 'Street 12',
      city: 'Salmiya',
      piece: '4',
      email: null,
      area: 'Hawalli',
      phone: '+96550000000',
      country: 'Kuwait',
      addressId: 3,
    },
    items: [cartLine('1', { price: '1.5', quantity: 2 })],
    totals: orderTotals(3000, 500, 0),
    paymentMethod: 'card',
    promoCode: null,
  });
  if (!built.ok) throw new Error('expected an order');
  return built.payload;
}

/**
 * The provider as the return pages meet it: an attempt's PaymentId `pay-N` belongs to invoice `inv-N`, and the
 * status names that invoice; any other PaymentId it does not know. `unanswered` status calls get no answer at all.
 */
function provider(paid: boolean, unanswered = 0) {
  const statusCalls: string[] = [];
  let silent = unanswered;
  const paymentStatus = async ({ keyType, key }: PaymentStatusKey): Promise<PaymentStatusResponse> => {
    statusCalls.push(`${keyType} ${key}`);
    if (silent > 0) {
      silent -= 1;
      throw Object.assign(new Error('fetch failed'), { name: 'NetworkError' });
    }
    const invoiceId = keyType === 'InvoiceId' ? key : key.startsWith('pay-') ? `inv-${key.slice(4)}` : null;
    if (!invoiceId)
      return { ok: false, invoiceId: null, invoiceStatus: null, paid: false, message: 'Not found' };
    return { ok: true, invoiceId, invoiceStatus: paid ? 'Paid' : 'Pending', paid, message: null };
  };
  return { statusCalls, paymentStatus };
}

async function renderPayment(
  route: string,
  options: {
    lang?: TestLanguage;
    pending?: string;
    paid?: boolean;
    unanswered?: number;
    /** Runs before the page does: a fake clock, say. */
    before?: () => void;
  } = {},
) {
  const shop = await openShop({ session: customer(), cart: [cartLine('1', { price: '1.5', quantity: 2 })] });
  if (options.pending) {
    const order = cardOrder();
    await new PendingPayments(shop.database).store(
      { paymentMethod: 'card', invoiceId: options.pending, total: 3.5, orderData: order, orderId: null },
      'key-1',
      'redirecting',
    );
  }
  const { statusCalls, paymentStatus } = provider(options.paid ?? false, options.unanswered);
  const retryOutboxNow = vi.fn(async () => undefined);
  options.before?.();
  await renderWithShop(
    <Routes>
      <Route path="/payment-callback" element={<PaymentCallbackScreen />} />
      <Route path="/payment-success" element={<PaymentSuccessScreen />} />
      <Route path="/payment-error" element={<PaymentErrorScreen />} />
      <Route path="*" element={<CurrentLocation />} />
    </Routes>,
    { ...shop, sync: fakeSync({ paymentStatus, retryOutboxNow }), route, lang: options.lang ?? 'en' },
  );
  return { ...shop, statusCalls, retryOutboxNow };
}

describe('the payment return pages (SPEC §2 Payment-callback, Payment-success, Payment-error; §8)', () => {
  it("says 'Invalid payment reference' for a callback without a plain paymentId, and asks nothing", async () => {
    const { statusCalls } = await renderPayment('/payment-callback?paymentId=%3Cscript%3E');
    expect(await screen.findByText('Invalid payment reference')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe(
      '/checkout?payment=card',
    );
    expect(statusCalls).toEqual([]);
  });

  it("says 'No pending order found' for a payment this device never started", async () => {
    await renderPayment('/payment-callback?paymentId=pay-unknown', { lang: 'ar' });
    expect(await screen.findByText('لا يوجد طلب معلّق')).toBeTruthy();
  });

  it("says 'No pending order found' for a PaymentId the provider does not know, never taking it for an invoice id", async () => {
    await renderPayment('/payment-callback?paymentId=unknown', { pending: 'unknown' });
    expect(await screen.findByText('No pending order found')).toBeTruthy();
  });

  it("finds the pending order by the invoice the PaymentId belongs to, verifies by that PaymentId and says 'Payment was not completed successfully' when it is not Paid", async () => {
    const { statusCalls, database } = await renderPayment('/payment-callback?paymentId=pay-1', {
      pending: 'inv-1',
    });
    expect(await screen.findByText('Payment was not completed successfully')).toBeTruthy();
    // Once to learn the invoice, once by the machine to verify it: never by the invoice id.
    expect(statusCalls).toEqual(['PaymentId pay-1', 'PaymentId pay-1']);
    // Kept: a late successful return from the provider still finds it.
    await waitFor(async () =>
      expect((await database.payments.findOne('inv-1').exec())?.machineState).toBe('failed'),
    );
    const orders = await database.events.find({ selector: { type: 'OrderPlaced' } }).exec();
    expect(orders).toEqual([]);
  });

  it('says the status could not be checked when the provider cannot be asked which invoice it is, and Try Again finds it', async () => {
    const { statusCalls, database } = await renderPayment('/payment-callback?paymentId=pay-1', {
      pending: 'inv-1',
      paid: true,
      unanswered: 1,
    });
    expect(await screen.findByText('Failed to check payment status')).toBeTruthy();
    const stop = sendOrders(database, 90);
    screen.getByRole('button', { name: 'Try Again' }).click();
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    stop();
    expect(statusCalls.slice(0, 2)).toEqual(['PaymentId pay-1', 'PaymentId pay-1']);
    const [placed] = await database.events.find({ selector: { type: 'OrderPlaced' } }).exec();
    expect(placed?.payload).toMatchObject({
      order: { order_detail: { invoice_id: 'inv-1', paymentId: 'pay-1', paymentType: 'card' } },
    });
  });

  it('shows the provider message and code, the pending order summary, what next, Try Again and Continue Shopping', async () => {
    await renderPayment('/payment-error?paymentId=pay-1&ErrorMessage=Card%20declined&ErrorCode=51', {
      pending: 'inv-1',
    });
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeTruthy();
    expect(screen.getByText('Card declined')).toBeTruthy();
    // A code reads left to right as sent, inside the sentence of either language.
    expect(screen.getByText('51').closest('p')?.textContent).toBe('Error code: 51');
    expect(screen.getByText('51').closest('bdi')?.getAttribute('dir')).toBe('ltr');
    const pending = await screen.findByRole('region', { name: 'Your order' });
    expect(within(pending).getByText('3.50 KD')).toBeTruthy();
    expect(within(pending).getByText('Credit/Debit Card')).toBeTruthy();
    expect(within(pending).getByText(/Salmiya/)).toBeTruthy();
    expect(document.querySelector('.confirmation-icon--error svg')).toBeTruthy();
    expect(screen.getByText(/has not been placed yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe(
      '/checkout?payment=card',
    );
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
  });

  it('says a decline in the shopper’s language with what to do, never the raw code (SPEC §2 Payment-error)', async () => {
    await renderPayment(
      '/payment-error?paymentId=pay-1&ErrorMessage=The%20payment%20was%20declined.&ErrorCode=DECLINED',
      { lang: 'ar' },
    );
    const reason = 'رفض البنك البطاقة. حاول مرة أخرى ببطاقة أخرى، أو اختر الدفع عند الاستلام.';
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(document.body.textContent).not.toContain('DECLINED');
    expect(document.body.textContent).not.toContain('The payment was declined.');
  });

  it('falls back to the default message when the provider sent none, in Arabic too', async () => {
    await renderPayment('/payment-error', { lang: 'ar' });
    expect(await screen.findByText('حدث خطأ أثناء معالجة عملية الدفع')).toBeTruthy();
  });

  it('shows the paid order summary on the success page, what next, and View Order once the order exists', async () => {
    const { database } = await renderPayment('/payment-success?paymentId=pay-1', {
      pending: 'inv-1',
      paid: true,
    });
    const stop = sendOrders(database, 88);
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'View Order' })).getAttribute('href')).toBe('/order/88');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(Array.from(summary.querySelectorAll('dt, dd')).map((cell) => cell.textContent)).toEqual([
      'Order number',
      '88',
      'Items',
      '2',
      'Delivery',
      '0.50 KD',
      'Total',
      '3.50 KD',
      'Payment Method',
      'Credit/Debit Card',
      'Delivery Address',
      expect.stringContaining('Salmiya'),
    ]);
    expect(document.querySelector('.confirmation-icon--success svg')).toBeTruthy();
    expect(screen.getByText(/What happens next/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
    stop();
    const [placed] = await database.events.find({ selector: { type: 'OrderPlaced' } }).exec();
    expect(placed?.id).toBe('key-1');
    expect(placed?.payload).toMatchObject({
      order: { order_detail: { invoice_id: 'inv-1', paymentId: 'pay-1', paymentType: 'card' } },
    });
  });

  it('says the server is in trouble, not that the shopper is offline, while the outbox retries the paid order', async () => {
    const shop = await renderPayment('/payment-success?paymentId=pay-1', { pending: 'inv-1', paid: true });
    const stop = holdOrders(shop.database, 'server');
    expect(await screen.findByText(/server is having trouble.*keep trying to create it/)).toBeTruthy();
    expect(screen.queryByText(/offline/)).toBeNull();
    stop();
  });

  it('says the shopper is offline when the outbox could reach nothing, in Arabic', async () => {
    const shop = await renderPayment('/payment-success?paymentId=pay-1', {
      pending: 'inv-1',
      paid: true,
      lang: 'ar',
    });
    const stop = holdOrders(shop.database, 'offline');
    expect(await screen.findByText(/أنت غير متصل. طلبك المدفوع محفوظ/)).toBeTruthy();
    expect(screen.queryByText(/يواجه خادم المتجر مشكلة/)).toBeNull();
    stop();
  });

  it('waits in the confirmation pages’ look: a turning mark, the amount and what happens next', async () => {
    const shop = await renderPayment('/payment-success?paymentId=pay-1', { pending: 'inv-1', paid: true });
    const stop = holdOrders(shop.database, 'server');
    await screen.findByText(/server is having trouble/);
    const page = screen.getByRole('region', { name: 'Payment' });
    expect(page.getAttribute('aria-busy')).toBe('true');
    expect(page.querySelector('.confirmation-icon--progress')).toBeTruthy();
    expect(within(page).getByText('Amount: 3.50 KD')).toBeTruthy();
    expect(within(page).getByText(/^This takes a few seconds\. Keep this page open/)).toBeTruthy();
    stop();
  });

  it('shows the paid amount on the way to the thank-you, and goes at once when asked (SPEC §2 Payment-callback)', async () => {
    const { database } = await renderPayment('/payment-callback?paymentId=pay-1', {
      pending: 'inv-1',
      paid: true,
      lang: 'ar',
    });
    const stop = sendOrders(database, 89);
    const page = await screen.findByRole('region', { name: 'تم الدفع بنجاح!' });
    expect(page.querySelector('.confirmation-icon--success')).toBeTruthy();
    expect(within(page).getByText('المدفوع: 3.50 د.ك')).toBeTruthy();
    // At the press itself, not after the 2 s the page would wait by itself: no timer has to run for it.
    await act(async () => within(page).getByRole('button', { name: 'عرض التأكيد الآن' }).click());
    expect(screen.getByTestId('location').textContent).toBe('/thank-you');
    stop();
  });
});

describe('a paid order that takes long to be created, with nothing to explain why (SPEC §2 Payment-success)', () => {
  const notice =
    /taking longer than usual\. Your payment went through and your order is saved on this device/;
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  /** Waits for the page's database work without moving the fake clock, as `vi.waitFor` would. */
  async function until(check: () => boolean | Promise<boolean>) {
    for (let turns = 0; !(await check()); turns++) {
      if (turns > 2000) throw new Error('the page never got there');
      await act(() => new Promise((resolve) => setImmediate(resolve)));
    }
  }

  async function creatingOrder(lang: TestLanguage = 'en') {
    const shop = await renderPayment('/payment-success?paymentId=pay-1', {
      pending: 'inv-1',
      paid: true,
      lang,
      // The default fake set also fakes setImmediate and queueMicrotask, which fake-indexeddb needs to run.
      before: () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }),
    });
    const orders = () => shop.database.events.find({ selector: { type: 'OrderPlaced' } }).exec();
    await until(async () => (await orders()).length === 1);
    await until(() => document.querySelector('.slow-sending') !== null);
    return { ...shop, orders };
  }

  it('says so after 15 s, announced, with Keep Waiting and Try Again', async () => {
    await creatingOrder();
    expect(screen.getByText('Payment received. Creating your order…')).toBeTruthy();
    wait(SLOW_SENDING_MS - 1);
    expect(screen.queryByText(notice)).toBeNull();
    wait(1);
    expect(screen.getByText(notice).getAttribute('role')).toBe('status');
    expect(screen.getByText('Payment received. Creating your order…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Keep Waiting' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('hides the notice when the shopper keeps waiting, and says so again 15 s later', async () => {
    const { retryOutboxNow } = await creatingOrder();
    wait(SLOW_SENDING_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Keep Waiting' }));
    expect(screen.queryByText(notice)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Keep Waiting' })).toBeNull();
    wait(SLOW_SENDING_MS);
    expect(screen.getByText(notice)).toBeTruthy();
    expect(retryOutboxNow).not.toHaveBeenCalled();
  });

  it('asks the outbox to send the order now on Try Again, and the order is still created once', async () => {
    const { database, retryOutboxNow, orders } = await creatingOrder();
    wait(SLOW_SENDING_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retryOutboxNow).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(notice)).toBeNull();
    vi.useRealTimers();
    const stop = sendOrders(database, 91);
    expect(await screen.findByRole('link', { name: 'View Order' })).toBeTruthy();
    stop();
    expect((await orders()).map((order) => order.id)).toEqual(['key-1']);
  });

  it('says the server is in trouble rather than the notice, and counts 15 s afresh once the server answers', async () => {
    const { database } = await creatingOrder();
    const stop = holdOrders(database, 'server');
    await until(() => screen.queryByText(/server is having trouble/) !== null);
    wait(SLOW_SENDING_MS * 4);
    expect(screen.queryByText(notice)).toBeNull();
    stop();
    await database.sync_status.upsert({
      id: 'outbox',
      lastAttemptAt: 2,
      lastSuccessAt: 2,
      error: null,
      detail: null,
    });
    await until(() => screen.queryByText('Payment received. Creating your order…') !== null);
    wait(SLOW_SENDING_MS - 1);
    expect(screen.queryByText(notice)).toBeNull();
    wait(1);
    expect(screen.getByText(notice)).toBeTruthy();
  });

  it('says so in Arabic to an Arabic shopper', async () => {
    await creatingOrder('ar');
    wait(SLOW_SENDING_MS);
    expect(screen.getByText(/تم الدفع وطلبك محفوظ على هذا الجهاز، وسيُنشأ مرة واحدة فقط/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'مواصلة الانتظار' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'حاول مرة أخرى' })).toBeTruthy();
  });
});
