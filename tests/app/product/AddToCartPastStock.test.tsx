import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductCard } from '../../../src/app/catalogue/ProductCard';
import { useShopState } from '../../../src/app/data/EventLogContext';
import { ProductScreen } from '../../../src/app/product/ProductScreen';
import { EventLog } from '../../../src/db';
import { cartItemFromProduct } from '../../../src/domain';
import { eventsOfType } from '../accountFixtures';
import { fakeSync, renderWithShop, type TestLanguage } from '../renderWithShop';
import { product } from '../shopFixtures';
import { closeTestDatabases, openTestDatabase } from '../testDatabase';

afterEach(async () => {
  vi.useRealTimers();
  await closeTestDatabases();
});

/** Two kettles are left, and the cart already holds both. */
const kettle = product(5, { nameEn: 'Kettle', quantity: 2 });

function CartQuantity() {
  return <p data-testid="cart-quantity">{useShopState()?.cart.cartProducts[0]?.quantity ?? 0}</p>;
}

/** A product card of the kettle, beside the cart's quantity, with the cart holding every kettle left. */
async function renderWithFullCart(lang: TestLanguage = 'en') {
  const database = await openTestDatabase();
  await database.products.insert(kettle);
  const eventLog = new EventLog(database);
  await eventLog.append('CartItemAdded', {
    item: cartItemFromProduct(kettle, { variant: null, selection: {}, quantity: 2 }),
  });
  const checkStock = vi.fn(fakeSync().checkStock);
  await renderWithShop(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <ProductCard product={kettle} />
            <CartQuantity />
          </>
        }
      />
    </Routes>,
    { database, sync: fakeSync({ checkStock }), lang },
  );
  await waitFor(() => expect(screen.getByTestId('cart-quantity').textContent).toBe('2'));
  return { database, eventLog, checkStock };
}

describe('Add to Cart when the cart already holds all there is (SPEC §5 Quantity: maximum the stock quantity)', () => {
  it('on a card, says so and adds nothing', async () => {
    const { database, eventLog, checkStock } = await renderWithFullCart();
    const before = (await eventsOfType(database, 'CartItemQuantityChanged')).length;
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Only 2 in stock, and your cart has them all',
    );
    expect((await eventLog.state()).cart.cartProducts[0]?.quantity).toBe(2);
    expect(await eventsOfType(database, 'CartItemQuantityChanged')).toHaveLength(before);
    expect(checkStock).not.toHaveBeenCalled();
  });

  it('says it in Arabic on an Arabic page', async () => {
    await renderWithFullCart('ar');
    fireEvent.click(screen.getByRole('button', { name: 'أضف إلى السلة' }));
    expect((await screen.findByRole('status')).textContent).toContain('المتوفر 2 فقط، وكلها في سلتك');
  });

  it('on the product page, says so and adds nothing', async () => {
    const database = await openTestDatabase();
    await database.products.insert(kettle);
    const eventLog = new EventLog(database);
    await eventLog.append('CartItemAdded', {
      item: cartItemFromProduct(kettle, { variant: null, selection: {}, quantity: 2 }),
    });
    await renderWithShop(
      <Routes>
        <Route
          path="product/:id"
          element={
            <>
              <ProductScreen />
              <CartQuantity />
            </>
          }
        />
      </Routes>,
      { database, sync: fakeSync(), route: '/product/5' },
    );
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.getByTestId('cart-quantity').textContent).toBe('2'));
    const added = (await eventsOfType(database, 'CartItemAdded')).length;
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Only 2 in stock, and your cart has them all')).toBeTruthy();
    expect(await eventsOfType(database, 'CartItemAdded')).toHaveLength(added);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
  });
});
