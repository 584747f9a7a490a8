import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HeaderCart } from '../../../../src/app/shell/header/HeaderCart';
import { cartLine, openShop } from '../../accountFixtures';
import { renderWithShop } from '../../renderWithShop';
import { closeTestDatabases } from '../../testDatabase';

afterEach(closeTestDatabases);

describe('the header cart (SPEC §2 Header and navigation)', () => {
  it('is a plain cart link while the cart is empty', async () => {
    const shop = await openShop();
    await renderWithShop(<HeaderCart />, shop);
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
    expect(document.querySelector('.header-cart__badge')).toBeNull();
    expect(document.querySelector('.header-cart__total')).toBeNull();
  });

  it('shows the item count on a badge and the running total in KD, and says both, ending with what shows', async () => {
    const shop = await openShop({
      cart: [cartLine('1', { price: '1.5', quantity: 2 }), cartLine('2', { price: '0.75' })],
    });
    await renderWithShop(<HeaderCart />, shop);
    const link = await screen.findByRole('link', { name: 'Cart — items and total: 3, 3.75 KD' });
    expect(link.querySelector('.header-cart__badge')?.textContent).toBe('3');
    expect(link.querySelector('.header-cart__total')?.textContent).toBe('3.75 KD');
    expect(link.querySelector('.header-cart__total')?.classList.contains('desktop-only')).toBe(true);
  });

  it('says what the badge shows once there are more than 99 items', async () => {
    const shop = await openShop({ cart: [cartLine('1', { price: '1', quantity: 120 })] });
    await renderWithShop(<HeaderCart />, shop);
    const link = await screen.findByRole('link', { name: 'Cart — items and total: 99+, 120.00 KD' });
    expect(link.querySelector('.header-cart__badge')?.textContent).toBe('99+');
  });

  it('follows the cart as it changes', async () => {
    const shop = await openShop({ cart: [cartLine('1', { price: '2' })] });
    await renderWithShop(<HeaderCart />, { ...shop, lang: 'ar' });
    await screen.findByRole('link', { name: 'السلة — عدد القطع والمجموع: 1، 2.00 د.ك' });
    await shop.eventLog.append('CartItemQuantityChanged', { id: '1', delta: 1 });
    await waitFor(() => expect(document.querySelector('.header-cart__badge')?.textContent).toBe('2'));
  });
});
