import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutScreen } from '../../../src/app/checkout/CheckoutScreen';
import type { ShopSync } from '../../../src/app/data/SyncContext';
import { ThankYouScreen } from '../../../src/app/orders/ThankYouScreen';
import type { ShopDatabase } from '../../../src/db';
import type {
  CartItem,
  DeliveryRate,
  PaymentInitiatePayload,
  PromoValidationResponse,
  SelectedAddress,
} from '../../../src/domain';
import { buildOrderPayload, orderTotals } from '../../../src/domain';
import { CurrentLocation, cartLine, customer, eventsOfType, openShop } from '../accountFixtures';
import { fakeSync, renderWithShop, type TestLanguage } from '../renderWithShop';
import { closeTestDatabases } from '../testDatabase';

afterEach(closeTestDatabases);

const KUWAIT_RATES: DeliveryRate[] = [
  {
    country: 'Kuwait',
    delivery_weight_range_start: 0,
    delivery_weight_range_end: 5,
    per_kg_price: 0.5,
    free_after: 20,
  },
];

const home: SelectedAddress = {
  fullName: 'Noura Al-Sabah',
  street: 'Street 12',
  city: 'Salmiya',
  piece: 'House 4',
  email: null,
  area: 'Hawalli',
  phone: '+96551234567',
  country: 'Kuwait',
  addressId: 31,
};

const valid: PromoValidationResponse = {
  status: true,
  promo_code: [{ code: 'WELCOME10', discount: 10 }],
  error: null,
  message: null,
};
const expired: PromoValidationResponse = { status: false, promo_code: [], error: null, message: null };

interface Setup {
  cart?: CartItem[];
  loggedIn?: boolean;
  address?: SelectedAddress | null;
  rates?: () => Promise<DeliveryRate[]>;
  promo?: (code: string) => Promise<PromoValidationResponse>;
  initiate?: ShopSync['initiatePayment'];
  lang?: TestLanguage;
}

async function renderCheckout(setup: Setup = {}) {
  const shop = await openShop({
    cart: setup.cart ?? [cartLine('1', { price: '1.5', quantity: 2 })],
    ...(setup.loggedIn === false ? {} : { session: customer() }),
  });
  const address = setup.address === undefined ? home : setup.address;
  if (address) await shop.eventLog.append('AddressSelected', { address });
  const promoCalls: string[] = [];
  const sync = fakeSync({
    deliveryRates: setup.rates ?? (async () => KUWAIT_RATES),
    validatePromo: async (code) => {
      promoCalls.push(code);
      return (setup.promo ?? (async () => valid))(code);
    },
    ...(setup.initiate ? { initiatePayment: setup.initiate } : {}),
  });
  const result = await renderWithShop(
    <Routes>
      <Route path="/checkout" element={<CheckoutScreen />} />
      <Route path="*" element={<CurrentLocation />} />
    </Routes>,
    { ...shop, sync, route: '/checkout', lang: setup.lang ?? 'en' },
  );
  return { ...result, ...shop, promoCalls };
}

const text = (id: string) => screen.getByTestId(id).textContent;
const placeOrder = () => fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));

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

describe('the checkout screen (SPEC §2 Checkout)', () => {
  it('sends a guest to login with /checkout as the return path', async () => {
    await renderCheckout({ loggedIn: false });
    await waitFor(() => expect(text('location')).toBe('/login?returnTo=%2Fcheckout'));
  });

  it('sends a shopper with an empty cart back to the cart', async () => {
    await renderCheckout({ cart: [] });
    await waitFor(() => expect(text('location')).toBe('/cart'));
  });

  it('shows the selected address with Change, the items and the charged delivery (SPEC §9)', async () => {
    await renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeTruthy();
    expect(screen.getByTestId('checkout-address').textContent).toContain('Noura Al-Sabah');
    expect(screen.getByRole('link', { name: 'Change' }).getAttribute('href')).toBe('/address-list?mode=add');
    expect(screen.getByText('Product 1')).toBeTruthy();
    expect(screen.getByText('Qty: 2')).toBeTruthy();
    // 0.2 kg × 0.5 KD/kg = 0.1 KD, raised to the 0.5 KD minimum.
    await waitFor(() => expect(text('summary-delivery')).toBe('0.50 KD'));
    expect(text('summary-subtotal')).toBe('3.00 KD');
    expect(text('summary-discount')).toBe('0.00 KD');
    expect(text('summary-total')).toBe('3.50 KD');
  });

  it('shows Free delivery from the rate’s free_after amount', async () => {
    await renderCheckout({ cart: [cartLine('1', { price: '12.5', quantity: 2 })] });
    await waitFor(() => expect(text('summary-delivery')).toBe('Free'));
    expect(text('summary-total')).toBe('25.00 KD');
  });

  it('charges the 2 KD fallback when the rates cannot be loaded', async () => {
    await renderCheckout({
      rates: async () => {
        throw new Error('offline');
      },
    });
    await waitFor(() => expect(text('summary-delivery')).toBe('2.00 KD'));
    expect(text('summary-total')).toBe('5.00 KD');
    expect(screen.getByText(/Failed to calculate delivery charges/)).toBeTruthy();
  });

  it('applies a promo (locking the input), then removes it, each a cart event (SPEC §4, §5, §9)', async () => {
    const { promoCalls, database } = await renderCheckout();
    const input = await screen.findByRole('textbox', { name: 'Promo code' });
    await waitFor(() => expect(text('summary-total')).toBe('3.50 KD'));
    fireEvent.change(input, { target: { value: '  welcome10 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code WELCOME10 applied: 10% off')).toBeTruthy();
    expect(promoCalls).toEqual(['welcome10']);
    expect(input.hasAttribute('readonly')).toBe(true);
    expect(text('summary-discount')).toBe('-0.30 KD');
    expect(text('summary-total')).toBe('3.20 KD');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
    expect(input.hasAttribute('readonly')).toBe(false);
    expect(text('summary-discount')).toBe('0.00 KD');
    expect(text('summary-total')).toBe('3.50 KD');
    await waitFor(async () => expect(await eventsOfType(database, 'PromoRemoved')).toHaveLength(1));
    const [applied] = await eventsOfType(database, 'PromoApplied');
    expect(applied?.payload).toMatchObject({ code: 'WELCOME10', discount: 10 });
    const projection = await database.projections.findOne('shop').exec();
    expect(projection?.state.cart).toMatchObject({ promo: null, isPromo: false });
  });

  it('says why a promo is refused, and asks for one when empty', async () => {
    await renderCheckout({ promo: async () => expired });
    const input = await screen.findByRole('textbox', { name: 'Promo code' });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please enter a promo code')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'EXPIRED50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Invalid or expired promo code')).toBeTruthy();
    expect(input.hasAttribute('readonly')).toBe(false);
  });

  it('refuses to place an order without a delivery address', async () => {
    await renderCheckout({ address: null });
    expect(await screen.findByText('No delivery address selected')).toBeTruthy();
    await waitFor(() => expect(text('summary-delivery')).toBe('0.00 KD'));
    placeOrder();
    expect(await screen.findByText('Please select a delivery address')).toBeTruthy();
  });

  it('offers cash on delivery, chosen at first, and card', async () => {
    await renderCheckout();
    const cash = await screen.findByRole('radio', { name: 'Cash on Delivery' });
    const card = screen.getByRole('radio', { name: 'Credit/Debit Card' });
    expect((cash as HTMLInputElement).checked).toBe(true);
    expect((card as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(card);
    expect((card as HTMLInputElement).checked).toBe(true);
    expect((cash as HTMLInputElement).checked).toBe(false);
  });

  it('shows each way to pay as a card with its logos beside its name, one choice of a group', async () => {
    await renderCheckout();
    const group = await screen.findByRole('group', { name: 'Payment Method' });
    const cards = Array.from(group.querySelectorAll('.payment-choice'));
    expect(cards.map((card) => card.textContent)).toEqual(['Cash on Delivery', 'Credit/Debit Card']);
    const logos = cards.map((card) =>
      Array.from(card.querySelectorAll('img'), (img) => img.getAttribute('src')),
    );
    expect(logos).toEqual([
      ['/payment/cash.svg'],
      ['/payment/visa.svg', '/payment/mastercard.svg', '/payment/knet.svg'],
    ]);
  });

  it('names the products by the SPEC §3 language rule: English on the English page, Arabic on the Arabic one', async () => {
    const cart = [cartLine('1', { name: 'قميص قطني', productName: 'قميص قطني', title: 'Cotton Shirt' })];
    await renderCheckout({ cart });
    expect(await screen.findByText('Cotton Shirt')).toBeTruthy();
    expect(screen.queryByText('قميص قطني')).toBeNull();
    cleanup();
    await closeTestDatabases();
    await renderCheckout({ cart, lang: 'ar' });
    expect(await screen.findByText('قميص قطني')).toBeTruthy();
    expect(screen.queryByText('Cotton Shirt')).toBeNull();
  });

  it('keeps what the shopper typed as typed on an Arabic screen, and names the places in Arabic', async () => {
    await renderCheckout({ lang: 'ar' });
    const address = await screen.findByTestId('checkout-address');
    const typed = [...address.querySelectorAll('bdi:not([dir])')].map((run) => run.textContent);
    expect(typed).toEqual(['Noura Al-Sabah', 'Street 12', 'House 4']);
    expect(address.textContent).toContain('Street 12، House 4، السالمية، حولي، الكويت');
  });

  it('takes the discount off with a minus sign in both languages (SPEC §9: total = subtotal + delivery − discount)', async () => {
    await renderCheckout({ lang: 'ar' });
    const input = await screen.findByRole('textbox', { name: 'كود الخصم' });
    await waitFor(() => expect(text('summary-total')).toBe('3.50 د.ك'));
    fireEvent.change(input, { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'تطبيق' }));
    await waitFor(() => expect(text('summary-total')).toBe('3.20 د.ك'));
    expect(text('summary-discount')).toMatch(/^[\u200e\u061c]?-0\.30 د\.ك$/);
  });

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

  it('pays by card: initiates for the total, stores the pending order, then leaves for the provider (SPEC §4)', async () => {
    const requests: PaymentInitiatePayload[] = [];
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { database } = await renderCheckout({
      initiate: async (request) => {
        requests.push(request);
        return {
          ok: true,
          invoiceUrl: 'http://localhost/api/pay/inv-1',
          invoiceId: 'inv-1',
          message: null,
          errors: [],
        };
      },
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Credit/Debit Card' }));
    await waitFor(() => expect(text('summary-total')).not.toBe(''));
    placeOrder();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/api/pay/inv-1'));
    assign.mockRestore();
    expect(requests).toEqual([
      expect.objectContaining({
        InvoiceValue: 3.5,
        Language: 'en',
        DisplayCurrencyIso: 'KWD',
        CallBackUrl: `${window.location.origin}/payment-callback`,
        ErrorUrl: `${window.location.origin}/payment-error`,
      }),
    ]);
    const pending = (await database.payments.findOne('inv-1').exec())?.toJSON();
    expect(pending?.pendingOrder).toMatchObject({
      paymentMethod: 'card',
      invoiceId: 'inv-1',
      total: 3.5,
      orderData: { order_detail: { paymentType: 'card', total_price: 3.5 } },
    });
    expect(pending?.machineState).toBe('redirecting');
    expect(await eventsOfType(database, 'OrderPlaced')).toEqual([]);
    // DESIGN "Event sourcing": the provider's answer is a PaymentInitiated fact in the log.
    const [initiated] = await eventsOfType(database, 'PaymentInitiated');
    expect(initiated?.payload).toMatchObject({
      invoiceId: 'inv-1',
      pendingOrder: { invoiceId: 'inv-1', total: 3.5 },
    });
  });

  it('shows the time-out text when the provider does not answer, and lets the shopper try again (SPEC §8)', async () => {
    const timedOut = Object.assign(new Error('aborted'), { name: 'TimeoutError' });
    await renderCheckout({ initiate: async () => Promise.reject(timedOut) });
    fireEvent.click(await screen.findByRole('radio', { name: 'Credit/Debit Card' }));
    await waitFor(() => expect(text('summary-total')).not.toBe(''));
    placeOrder();
    expect(await screen.findByText('Payment initialization timed out. Please try again.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement).disabled).toBe(false),
    );
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

  it('reads in Arabic', async () => {
    await renderCheckout({ lang: 'ar' });
    expect(await screen.findByRole('heading', { name: 'إتمام الطلب' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تأكيد الطلب' })).toBeTruthy();
  });
});

describe('the thank-you screen (SPEC §2 Thank-you)', () => {
  it('says Order Successful with Track Your Order and Continue Shopping', async () => {
    await renderWithShop(<ThankYouScreen />, { route: '/thank-you' });
    expect(screen.getByRole('heading', { name: 'Order Successful' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track Your Order' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
  });
});
