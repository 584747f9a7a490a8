import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThankYouScreen } from '../../../src/app/orders/ThankYouScreen';
import type { PaymentInitiatePayload } from '../../../src/domain';
import { cartLine, eventsOfType } from '../accountFixtures';
import { savedAddress } from '../addressFixtures';
import { renderWithShop } from '../renderWithShop';
import { closeTestDatabases } from '../testDatabase';
import { placeOrder, renderCheckout, text } from './renderCheckout';

afterEach(closeTestDatabases);

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

  it('shows each line with its picture and the options chosen (SPEC §2 Checkout: product items)', async () => {
    await renderCheckout({
      cart: [cartLine('1', { price: '4', size: 'M', color: 'Blue', image: '/media/img/product/shirt.svg' })],
    });
    const items = await screen.findByRole('region', { name: 'Product Items' });
    expect(within(items).getByText('Size: M · Color: Blue')).toBeTruthy();
    expect(items.querySelector('img')?.getAttribute('src')).toBe('/media/img/product/shirt.svg');
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

  it('starts from the address saved last when none is selected, and selects it (checkout knows your address)', async () => {
    const { eventLog } = await renderCheckout({
      address: null,
      saved: [savedAddress(1), savedAddress(2, { full_name: 'Maryam Al-Sabah' })],
    });
    await waitFor(() =>
      expect(screen.getByTestId('checkout-address').textContent).toContain('Maryam Al-Sabah'),
    );
    expect(screen.queryByText('No delivery address selected')).toBeNull();
    expect((await eventLog.state()).addresses.selected).toMatchObject({
      fullName: 'Maryam Al-Sabah',
      addressId: 2,
    });
  });

  it('refuses to place an order without a delivery address', async () => {
    await renderCheckout({ address: null });
    expect(await screen.findByText('No delivery address selected')).toBeTruthy();
    placeOrder();
    expect(await screen.findByText('Please select a delivery address')).toBeTruthy();
  });

  it('says before an address that delivery is worked out from it, never 0.00 (SPEC §9: no address country)', async () => {
    await renderCheckout({ address: null });
    await waitFor(() => expect(text('summary-delivery')).toBe('Worked out from your address'));
    expect(text('summary-delivery')).not.toMatch(/\d/);
    expect(text('summary-total')).toBe('3.00 KD');
  });

  it('says so in Arabic too', async () => {
    await renderCheckout({ address: null, lang: 'ar' });
    await waitFor(() => expect(text('summary-delivery')).toBe('تُحسب حسب عنوان التوصيل'));
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

  it('keeps what the shopper typed as typed on an Arabic screen, and names the places and Kuwaiti parts in Arabic', async () => {
    await renderCheckout({ lang: 'ar' });
    const address = await screen.findByTestId('checkout-address');
    const typed = [...address.querySelectorAll('bdi:not([dir])')].map((run) => run.textContent);
    expect(typed).toEqual(['Noura Al-Sabah', '4', '12', '9']);
    expect(address.textContent).toContain('قطعة 4، شارع 12، منزل 9، السالمية، حولي، الكويت');
  });

  it('shows the block, street and house in English on an English screen', async () => {
    await renderCheckout();
    const address = await screen.findByTestId('checkout-address');
    expect(address.textContent).toContain('Block 4, Street 12, House 9, Salmiya, Hawalli, Kuwait');
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
