import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HeaderCart } from '../../../src/app/layout/HeaderCart';
import { cartLine, openShop } from '../accountFixtures';
import { renderWithShop } from '../renderWithShop';
import { closeTestDatabases } from '../testDatabase';

afterEach(closeTestDatabases);

describe('the header cart (SPEC §2 Header and navigation)', () => {
  it('is a plain cart link while the cart is empty', async () => {
    const shop = await openShop();
    await renderWithShop(<HeaderCart />, shop);
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
    expect(document.querySelector('.header-cart__badge')).toBeNull();
  });

  it('shows the item count on a badge and the running total in KD, and says both', async () => {
    const shop = await openShop({
      cart: [cartLine('1', { price: '1.5', quantity: 2 }), cartLine('2', { price: '0.75' })],
    });
    await renderWithShop(<HeaderCart />, shop);
    const link = await screen.findByRole('link', { name: 'Cart — items: 3, total: 3.75 KD' });
    expect(link.querySelector('.header-cart__badge')?.textContent).toBe('3');
    expect(link.querySelector('.header-cart__total')?.textContent).toBe('3.75 KD');
    expect(link.querySelector('.header-cart__total')?.classList.contains('desktop-only')).toBe(true);
  });

  it('follows the cart as it changes', async () => {
    const shop = await openShop({ cart: [cartLine('1', { price: '2' })] });
    await renderWithShop(<HeaderCart />, { ...shop, lang: 'ar' });
    await screen.findByRole('link', { name: 'السلة — عدد القطع: 1، المجموع: 2.00 د.ك' });
    await shop.eventLog.append('CartItemQuantityChanged', { id: '1', delta: 1 });
    await waitFor(() => expect(document.querySelector('.header-cart__badge')?.textContent).toBe('2'));
  });
});
