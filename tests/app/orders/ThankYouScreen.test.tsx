import { screen, within } from '@testing-library/react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThankYouScreen } from '../../../src/app/orders/ThankYouScreen';
import { customer, openShop } from '../accountFixtures';
import { fakeSync, renderWithShop, type TestLanguage } from '../renderWithShop';
import { closeTestDatabases } from '../testDatabase';
import { order, storeOrders } from './orderFixtures';

afterEach(closeTestDatabases);

/** The thank-you page as checkout (cash) or the card callback opens it: the order's number in the history state. */
async function renderThankYou(options: { lang?: TestLanguage; stored?: boolean; paymentMethod?: 'card' }) {
  const shop = await openShop({ session: customer() });
  const placed = order(41, { paymentType: options.paymentMethod ?? 'cash' });
  const loadOrder = vi.fn(async () => {
    if (options.stored) await storeOrders(shop.database, placed);
    return options.stored ? placed : null;
  });
  await renderWithShop(
    <Routes>
      <Route
        path="/start"
        element={
          <Navigate to="/thank-you" replace state={{ orderId: '41', paymentMethod: options.paymentMethod }} />
        }
      />
      <Route path="/thank-you" element={<ThankYouScreen />} />
    </Routes>,
    { ...shop, route: '/start', lang: options.lang ?? 'en', sync: fakeSync({ loadOrder }) },
  );
  return { loadOrder };
}

const facts = () =>
  Array.from(screen.getByRole('region', { name: 'Order summary' }).querySelectorAll('dt, dd')).map(
    (cell) => cell.textContent,
  );

describe('the thank-you page (SPEC §2 Thank-you)', () => {
  it('shows the order summary from the orders store: number, items, delivery, total, payment and delivery address', async () => {
    const { loadOrder } = await renderThankYou({ stored: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Order Successful' })).toBeTruthy();
    expect(await screen.findByText('Street 12, Salmiya, Hawalli, Kuwait')).toBeTruthy();
    expect(loadOrder).toHaveBeenCalledWith('41');
    expect(facts()).toEqual([
      'Order number',
      '41',
      'Items',
      '2',
      'Delivery',
      '1.50 KD',
      'Total',
      '12.50 KD',
      'Payment Method',
      'Cash on Delivery',
      'Delivery Address',
      'Street 12, Salmiya, Hawalli, Kuwait',
    ]);
    expect(document.querySelector('.confirmation-icon svg')).toBeTruthy();
  });

  it('says what happens next, with Track Your Order (/orders) and Continue Shopping (/)', async () => {
    await renderThankYou({});
    expect(screen.getByText(/What happens next/).textContent).toContain('pay in cash');
    expect(screen.getByRole('link', { name: 'Track Your Order' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
  });

  it('shows the number and how it was paid while the order is not stored yet (offline)', async () => {
    await renderThankYou({ paymentMethod: 'card' });
    expect(facts()).toEqual(['Order number', '41', 'Payment Method', 'Credit/Debit Card']);
  });

  it('shows no summary when opened without an order', async () => {
    const shop = await openShop({ session: customer() });
    await renderWithShop(<ThankYouScreen />, { ...shop, route: '/thank-you' });
    expect(screen.getByRole('heading', { level: 1, name: 'Order Successful' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Order summary' })).toBeNull();
  });

  it('reads in Arabic, the order number left to right', async () => {
    await renderThankYou({ lang: 'ar', stored: true });
    expect(screen.getByRole('heading', { level: 1, name: 'تم الطلب بنجاح' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'ملخص الطلب' });
    expect(await within(summary).findByText('12.50 د.ك')).toBeTruthy();
    expect(within(summary).getByText('الدفع عند الاستلام')).toBeTruthy();
    expect(summary.querySelector('bdi[dir="ltr"]')?.textContent).toBe('41');
    expect(screen.getByText(/^الخطوة التالية/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تتبع طلبك' }).getAttribute('href')).toBe('/orders');
  });
});
