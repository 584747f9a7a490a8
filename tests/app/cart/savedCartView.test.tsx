import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SAVED_CART_KEY, SAVED_CART_SLOT_ID, type SavedCartView } from '../../../src/app/boot/handoff';
import { showSavedCart } from '../../../src/app/boot/savedCart';
import { CartScreen } from '../../../src/app/cart/CartScreen';
import { useForgetChangedCartView } from '../../../src/app/cart/savedCartView';
import { useShopState } from '../../../src/app/data/EventLogContext';
import { whenIdle } from '../../../src/app/shared/whenIdle';
import type { CartItem } from '../../../src/domain';
import { CurrentLocation, cartLine, openShop } from '../accountFixtures';
import { renderWithShop, type TestLanguage } from '../renderWithShop';
import { closeTestDatabases } from '../testDatabase';

afterEach(async () => {
  localStorage.clear();
  await closeTestDatabases();
});

/** The layout's part: on every screen, a cart that changed drops the view saved of it. It shows the lines it saw. */
function Layout({ children }: { children: ReactNode }) {
  useForgetChangedCartView();
  const lines = useShopState()?.cart.cartProducts.length;
  return (
    <>
      {children}
      <p data-testid="lines-seen">{lines ?? '-'}</p>
    </>
  );
}

async function open(route: string, cart: CartItem[], lang: TestLanguage = 'en') {
  const shop = await openShop({ cart });
  await renderWithShop(
    <Routes>
      <Route
        path="/cart"
        element={
          <Layout>
            <CartScreen />
          </Layout>
        }
      />
      <Route
        path="*"
        element={
          <Layout>
            <CurrentLocation />
          </Layout>
        }
      />
    </Routes>,
    { ...shop, route, lang },
  );
  return shop;
}

const saved = (): SavedCartView | null => JSON.parse(localStorage.getItem(SAVED_CART_KEY) ?? 'null');

/** The cart screen opened on `cart` and closed again, leaving its saved view. */
async function viewSavedOnTheCartScreen(cart: CartItem[]): Promise<SavedCartView | null> {
  await open('/cart', cart);
  await waitFor(() => expect(saved()).not.toBeNull());
  const view = saved();
  cleanup();
  await closeTestDatabases();
  return view;
}

describe('the cart as this device last drew it', () => {
  it('is kept by the cart screen, and shows the same lines and total in the slot of a cold load', async () => {
    await open('/cart', [cartLine('1', { price: '4.25', quantity: 2 }), cartLine('2', { price: '1.5' })]);
    await screen.findByRole('heading', { name: 'Product 1' });
    await waitFor(() => expect(saved()?.html).toContain('Product 2'));
    expect(saved()?.language).toBe('en');

    cleanup();
    document.documentElement.lang = 'en';
    document.body.innerHTML = `<main><div id="${SAVED_CART_SLOT_ID}"></div></main>`;
    showSavedCart();
    const slot = document.getElementById(SAVED_CART_SLOT_ID);
    expect([...(slot?.querySelectorAll('.cart-line__name') ?? [])].map((name) => name.textContent)).toEqual([
      'Product 1',
      'Product 2',
    ]);
    expect(slot?.querySelector('[data-testid="cart-total"]')?.textContent).toBe('10.00 KD');
  });

  it('follows a change made on the cart screen, in the language of the screen', async () => {
    const { eventLog } = await open('/cart', [cartLine('1', { price: '2' })], 'ar');
    await screen.findByRole('heading', { name: 'منتج 1' });
    await waitFor(() => expect(saved()?.html).toContain('2.00 د.ك'));
    const before = saved()?.fingerprint;

    await eventLog.append('CartItemQuantityChanged', { id: '1', delta: 1 });
    await waitFor(() => expect(saved()?.html).toContain('4.00 د.ك'));
    expect(saved()?.language).toBe('ar');
    expect(saved()?.fingerprint).not.toBe(before);
  });

  it('is dropped when the cart is emptied', async () => {
    const { eventLog } = await open('/cart', [cartLine('1')]);
    await waitFor(() => expect(saved()).not.toBeNull());
    await eventLog.append('CartItemRemoved', { id: '1' });
    await screen.findByRole('heading', { name: 'Your cart is empty' });
    expect(saved()).toBeNull();
  });

  it('is dropped when the cart changes on another screen, so a cold load never shows lines the cart lost', async () => {
    const view = await viewSavedOnTheCartScreen([cartLine('1')]);

    // The same cart on another screen: the view stays, when the page is left too.
    const { eventLog } = await open('/', [cartLine('1')]);
    await waitFor(() => expect(screen.getByTestId('lines-seen').textContent).toBe('1'));
    await new Promise<void>((resolve) => whenIdle(resolve, 1_000));
    expect(saved()).toEqual(view);
    window.dispatchEvent(new Event('pagehide'));
    expect(saved()).toEqual(view);

    await eventLog.append('CartItemAdded', { item: cartLine('3') });
    await waitFor(() => expect(screen.getByTestId('lines-seen').textContent).toBe('2'));
    await waitFor(() => expect(saved()).toBeNull());
  });

  it('is dropped as the page is hidden when the page started with another cart, and not touched while it starts', async () => {
    const view = await viewSavedOnTheCartScreen([cartLine('1')]);

    // A line added on another device, pulled before this page's first look at the cart.
    await open('/', [cartLine('1'), cartLine('3')]);
    await waitFor(() => expect(screen.getByTestId('lines-seen').textContent).toBe('2'));
    await new Promise<void>((resolve) => whenIdle(resolve, 1_000));
    expect(saved()).toEqual(view);

    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
    expect(saved()).toBeNull();
  });
});
