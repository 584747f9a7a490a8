import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckoutScreen } from '../../../src/app/checkout/CheckoutScreen';
import { PaymentErrorScreen } from '../../../src/app/payment/PaymentErrorScreen';
import { CurrentLocation, cartLine, customer, openShop } from '../accountFixtures';
import { fakeSync, renderWithShop, type TestLanguage } from '../renderWithShop';
import { closeTestDatabases } from '../testDatabase';
import { home, KUWAIT_RATES } from './renderCheckout';

afterEach(closeTestDatabases);

/** A signed-in shopper with a cart and an address, who lands on `route` with the payment pages and checkout. */
async function visit(route: string, lang: TestLanguage = 'en') {
  const shop = await openShop({ session: customer(), cart: [cartLine('1', { price: '1.5', quantity: 2 })] });
  await shop.eventLog.append('AddressSelected', { address: home });
  await renderWithShop(
    <Routes>
      <Route path="/payment-error" element={<PaymentErrorScreen />} />
      <Route path="/checkout" element={<CheckoutScreen />} />
      <Route path="*" element={<CurrentLocation />} />
    </Routes>,
    { ...shop, sync: fakeSync({ deliveryRates: async () => KUWAIT_RATES }), route, lang },
  );
}

const declined =
  '/payment-error?paymentId=pay-1&ErrorMessage=The%20payment%20was%20declined.&ErrorCode=DECLINED';

describe('trying a declined card payment again (SPEC §2 Payment-error: Try Again goes to /checkout)', () => {
  it('comes back to checkout with card still chosen, never one tap from a cash order', async () => {
    await visit(declined);
    fireEvent.click(await screen.findByRole('link', { name: 'Try Again' }));
    const card = await screen.findByRole('radio', { name: /Credit\/Debit Card/ });
    await waitFor(() => expect((card as HTMLInputElement).checked).toBe(true));
    expect((screen.getByRole('radio', { name: /Cash on Delivery/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('does so in Arabic too', async () => {
    await visit(declined, 'ar');
    fireEvent.click(await screen.findByRole('link', { name: 'حاول مرة أخرى' }));
    const card = await screen.findByRole('radio', { name: /بطاقة ائتمان\/خصم/ });
    await waitFor(() => expect((card as HTMLInputElement).checked).toBe(true));
  });

  it('keeps card chosen when that checkout is reloaded', async () => {
    await visit('/checkout?payment=card');
    const card = await screen.findByRole('radio', { name: /Credit\/Debit Card/ });
    expect((card as HTMLInputElement).checked).toBe(true);
  });

  it('opens on cash when nothing asks for card (SPEC §9 payment methods)', async () => {
    await visit('/checkout');
    const cash = await screen.findByRole('radio', { name: /Cash on Delivery/ });
    expect((cash as HTMLInputElement).checked).toBe(true);
  });
});
