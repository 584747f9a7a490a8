import { screen } from '@testing-library/react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderDetailScreen } from '../../../src/app/orders/OrderDetailScreen';
import { ThankYouScreen } from '../../../src/app/orders/ThankYouScreen';
import type { DeliveryTime, Order } from '../../../src/domain';
import { customer, openShop } from '../accountFixtures';
import { renderCheckout } from '../checkout/renderCheckout';
import { fakeSync, renderWithShop, type TestLanguage } from '../renderWithShop';
import { closeTestDatabases } from '../testDatabase';
import { order, storeOrders } from './orderFixtures';

const times: DeliveryTime[] = [
  { country: 'Kuwait', governorate: null, min_days: 1, max_days: 3 },
  { country: 'Kuwait', governorate: 'Hawalli', min_days: 1, max_days: 2 },
];

/** Thursday 10 December 2026, noon in Kuwait: Friday and Saturday rest, so one to two days are Sunday and Monday. */
const thursdayNoon = '2026-12-10T09:00:00Z';
// English sets the dash between thin spaces, as Intl's ranges do.
const expected = {
  en: 'Arrives Sun, Dec 13\u2009–\u2009Mon, Dec 14',
  ar: 'يصلك الأحد، 13 – الاثنين، 14 ديسمبر',
};

const placed = (o: Record<string, unknown> = {}) =>
  order(41, {
    created_at: thursdayNoon,
    order_status: 'confirmed',
    address_parts: { street: '12', piece: '4', city: 'Salmiya', area: 'Hawalli', country: 'Kuwait' },
    ...o,
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(thursdayNoon));
});
afterEach(async () => {
  vi.useRealTimers();
  await closeTestDatabases();
});

async function renderScreen(
  route: '/start' | '/order/41',
  stored: Order,
  lang: TestLanguage,
  known: DeliveryTime[] | null = times,
) {
  const shop = await openShop({ session: customer() });
  await storeOrders(shop.database, stored);
  await renderWithShop(
    <Routes>
      <Route path="/start" element={<Navigate to="/thank-you" replace state={{ orderId: '41' }} />} />
      <Route path="/thank-you" element={<ThankYouScreen />} />
      <Route path="/order/:orderId" element={<OrderDetailScreen />} />
    </Routes>,
    {
      ...shop,
      route,
      lang,
      sync: fakeSync({ loadOrder: async () => stored, deliveryTimes: async () => known }),
    },
  );
  await screen.findByRole('heading', { level: 1 });
}

describe('when an order should arrive, from the shop’s delivery times per governorate', () => {
  it.each(['en', 'ar'] as const)('shows on checkout once an address is chosen (%s)', async (lang) => {
    await renderCheckout({ lang, times: async () => times });
    expect((await screen.findByTestId('delivery-estimate')).textContent).toBe(expected[lang]);
  });

  it('shows nothing on checkout before an address is chosen', async () => {
    await renderCheckout({ address: null, times: async () => times });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('delivery-estimate')).toBeNull();
    await closeTestDatabases();
    document.body.innerHTML = '';
    await renderCheckout({ times: async () => times });
    expect(await screen.findByTestId('delivery-estimate')).toBeTruthy();
  });

  it.each(['en', 'ar'] as const)('shows on the thank-you page, from the order placed (%s)', async (lang) => {
    await renderScreen('/start', placed(), lang);
    expect((await screen.findByTestId('delivery-estimate')).textContent).toBe(expected[lang]);
  });

  it.each(['en', 'ar'] as const)('shows on the order, from the day it was placed (%s)', async (lang) => {
    // Opened days later, the order still says when it was due.
    vi.setSystemTime(new Date('2026-12-20T09:00:00Z'));
    await renderScreen('/order/41', placed(), lang);
    expect((await screen.findByTestId('delivery-estimate')).textContent).toBe(expected[lang]);
  });

  it('says nothing once the order is delivered, nor while the delivery times are unknown', async () => {
    const again = async (stored: Order, known: DeliveryTime[] | null) => {
      await closeTestDatabases();
      document.body.innerHTML = '';
      await renderScreen('/order/41', stored, 'en', known);
    };
    await renderScreen('/order/41', placed(), 'en');
    expect(await screen.findByTestId('delivery-estimate')).toBeTruthy();
    await again(placed({ order_status: 'delivered' }), times);
    expect(screen.queryByTestId('delivery-estimate')).toBeNull();
    await again(placed(), null);
    expect(screen.queryByTestId('delivery-estimate')).toBeNull();
  });
});
