import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductCard } from '../../../src/app/catalogue/ProductCard';
import { useShopState } from '../../../src/app/data/EventLogContext';
import type { ShopSync } from '../../../src/app/data/SyncContext';
import { EventLog } from '../../../src/db';
import { cartItemFromProduct } from '../../../src/domain';
import { fakeSync, renderWithShop } from '../renderWithShop';
import { product } from '../shopFixtures';
import { closeTestDatabases, openTestDatabase } from '../testDatabase';

afterEach(async () => {
  vi.useRealTimers();
  await closeTestDatabases();
});

function ShowPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

/** The cart's first line as the projection has it: read through the same live query the card subscribed first. */
function CartQuantity() {
  return <p data-testid="cart-quantity">{useShopState()?.cart.cartProducts[0]?.quantity ?? 0}</p>;
}

async function renderCard(sync: ShopSync, setup?: (log: EventLog) => Promise<unknown>) {
  const database = await openTestDatabase();
  const eventLog = new EventLog(database);
  await setup?.(eventLog);
  const kettle = product(5, { nameEn: 'Kettle' });
  await renderWithShop(
    <Routes>
      <Route
        index
        element={
          <>
            <ProductCard product={kettle} />
            <CartQuantity />
          </>
        }
      />
      <Route path="*" element={<ShowPath />} />
    </Routes>,
    { database, sync },
  );
  return { eventLog, kettle };
}

describe('the quick add button on a product card (SPEC §4 Add to cart on a product card)', () => {
  it('checks the product first, then adds one unit and shows Added for 2 s after 500 ms', async () => {
    const checkStock = vi.fn(async () => ({ variantCount: 0, quantity: 5 }));
    const { eventLog } = await renderCard(fakeSync({ checkStock }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Adding…' })).toBeTruthy());
    expect(checkStock).toHaveBeenCalledWith(5);
    await waitFor(async () => expect((await eventLog.state()).cart.cartProducts).toHaveLength(1));
    expect((await eventLog.state()).cart.cartProducts[0]).toMatchObject({
      id: '5',
      quantity: 1,
      title: 'Kettle',
    });
    expect(await screen.findByRole('button', { name: 'Added' }, { timeout: 2000 })).toBeTruthy();
  });

  it('sends the shopper to the product page when it has several variants to choose from', async () => {
    await renderCard(fakeSync({ checkStock: async () => ({ variantCount: 3, quantity: 9 }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect((await screen.findByTestId('path')).textContent).toBe('/product/5');
  });

  it('adds one more of a product already in the cart instead of checking again', async () => {
    const checkStock = vi.fn(fakeSync().checkStock);
    const { eventLog } = await renderCard(fakeSync({ checkStock }), (log) =>
      log.append('CartItemAdded', {
        item: cartItemFromProduct(product(5), { variant: null, selection: {}, quantity: 1 }),
      }),
    );
    // The card learns from the projection that the product is in the cart: its query answers before the one below.
    await waitFor(() => expect(screen.getByTestId('cart-quantity').textContent).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(async () => expect((await eventLog.state()).cart.cartProducts[0]?.quantity).toBe(2));
    expect(checkStock).not.toHaveBeenCalled();
  });

  it('says so when the check fails, and stays ready', async () => {
    await renderCard(
      fakeSync({
        checkStock: async () => {
          throw new Error('offline');
        },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Error: Could not check this product. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', false);
  });

  it('is disabled and says Out of Stock when the product has none', async () => {
    const database = await openTestDatabase();
    await renderWithShop(<ProductCard product={product(6, { quantity: 0 })} />, {
      database,
      sync: fakeSync(),
    });
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toHaveProperty('disabled', true);
  });
});
