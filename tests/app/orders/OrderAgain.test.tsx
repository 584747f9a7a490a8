import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderDetailScreen } from '../../../src/app/orders/OrderDetailScreen';
import type { EventLog } from '../../../src/db';
import { type CartItem, cartLineName } from '../../../src/domain';
import { cartLine, customer, openShop } from '../accountFixtures';
import { shirt } from '../catalogueFixtures';
import { fakeSync, renderWithShop, type TestLanguage } from '../renderWithShop';
import { product } from '../shopFixtures';
import { closeTestDatabases } from '../testDatabase';
import { order, storeOrders } from './orderFixtures';

afterEach(closeTestDatabases);

/** A delivered order of a coffee (now dearer), the shirt's Blue M, a retired tea and a sold-out cup. */
const delivered = order(41, {
  order_status: 'delivered',
  products: [
    { id: 1, name: 'قهوة عربية', title: 'Arabic coffee', price: 5.5, quantity: 2 },
    { id: 7, name: 'قميص قطني', title: 'Cotton shirt', price: 6.5, quantity: 1, v_id: 73 },
    { id: 8, name: 'شاي أخضر', title: 'Green tea', price: 2, quantity: 1 },
    { id: 9, name: 'فنجان', title: 'Cup', price: 1, quantity: 3 },
  ],
});

async function renderOrder(lang: TestLanguage, cart: CartItem[] = []) {
  const shop = await openShop({ session: customer(), cart });
  await storeOrders(shop.database, delivered);
  await shop.database.products.bulkInsert([
    product(1, { name: 'قهوة عربية', nameEn: 'Arabic coffee', priceFils: 6_000, quantity: 10 }),
    shirt(),
    product(9, { name: 'فنجان', nameEn: 'Cup', quantity: 0 }),
  ]);
  const refreshProduct = vi.fn(async (_productId: number) => ({ ok: true, error: null, failures: [] }));
  await renderWithShop(
    <Routes>
      <Route path="/order/:orderId" element={<OrderDetailScreen />} />
    </Routes>,
    {
      ...shop,
      route: '/order/41',
      lang,
      sync: fakeSync({ loadOrder: async () => delivered, refreshProduct }),
    },
  );
  await screen.findByRole('heading', { level: 1 });
  return { ...shop, refreshProduct };
}

const cartOf = async (shop: { eventLog: EventLog }) => (await shop.eventLog.state()).cart.cartProducts;

describe('Order Again on a past order', () => {
  it("puts what is still sold in the cart at today's price and names what is not", async () => {
    const shop = await renderOrder('en');
    fireEvent.click(screen.getByRole('button', { name: 'Order Again' }));
    const status = await screen.findByText(/Added to your cart at today’s prices/);
    expect(status.textContent).toBe('Added to your cart at today’s prices. Items added: 2.');
    expect(shop.refreshProduct.mock.calls.map(([id]) => id).sort()).toEqual([1, 7, 8, 9]);
    const lines = await cartOf(shop);
    expect(lines.map((line) => [line.id, line.price, line.quantity])).toEqual([
      ['1', '6', 2],
      ['7-73', '6.5', 1],
    ]);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining(['Green tea: no longer sold', 'Cup: sold out']),
    );
    expect(screen.getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe('/cart');
  });

  it('adds to a line the cart holds, up to the stock, and says so in Arabic', async () => {
    const shop = await renderOrder('ar', [cartLine('1', { originalProductId: 1, quantity: 9, price: '6' })]);
    fireEvent.click(screen.getByRole('button', { name: 'اطلب مرة أخرى' }));
    expect(await screen.findByText('قهوة عربية: أُضيف 1 من 2 فقط، والباقي نفد')).toBeTruthy();
    expect(screen.getByText('شاي أخضر: لم يعد متوفراً للبيع')).toBeTruthy();
    expect(screen.getByText('فنجان: نفدت الكمية')).toBeTruthy();
    await waitFor(async () => {
      const coffee = (await cartOf(shop)).find((line) => line.id === '1');
      expect(coffee && cartLineName(coffee, 'ar')).toBe('قهوة عربية');
      expect(coffee?.quantity).toBe(10);
    });
  });
});
