import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CartScreen } from '../../../src/app/cart/CartScreen';
import type { CartItem } from '../../../src/domain';
import { cartLine, openShop } from '../accountFixtures';
import { shirt, shirtVariants } from '../catalogueFixtures';
import { renderWithShop, type TestLanguage } from '../renderWithShop';
import { product } from '../shopFixtures';
import { closeTestDatabases } from '../testDatabase';

afterEach(closeTestDatabases);

async function renderCart(
  cart: CartItem[],
  stored = [product(7, { quantity: 2 })],
  lang: TestLanguage = 'en',
) {
  const shop = await openShop({ cart });
  await shop.database.products.bulkInsert(stored);
  await renderWithShop(
    <Routes>
      <Route path="/cart" element={<CartScreen />} />
    </Routes>,
    { ...shop, route: '/cart', lang },
  );
  return shop;
}

const stepperOf = async (name: string) => {
  const line = (await screen.findByRole('heading', { name })).closest('.cart-line__body') as HTMLElement;
  const increase = line.querySelectorAll('button')[2] as HTMLButtonElement;
  return { line, increase, decrease: line.querySelectorAll('button')[1] as HTMLButtonElement };
};

/** What a screen reader says with a button besides its name: the texts its aria-describedby names. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('a cart line’s stepper stops at the stock this device knows (SPEC §5 Quantity; SPEC §2 Cart)', () => {
  it('disables Increase at the stock and says why to a screen reader', async () => {
    await renderCart([cartLine('7', { originalProductId: 7, title: 'Lamp', quantity: 2 })]);
    const { increase, decrease } = await stepperOf('Lamp');
    await waitFor(() => expect(increase.disabled).toBe(true));
    expect(increase.getAttribute('aria-label')).toBe('Increase quantity');
    expect(description(increase)).toContain('Only 2 in stock');
    expect(decrease.disabled).toBe(false);
  });

  it('says it in Arabic on an Arabic page', async () => {
    await renderCart([cartLine('7', { originalProductId: 7, quantity: 2 })], undefined, 'ar');
    const { increase } = await stepperOf('منتج 7');
    await waitFor(() => expect(increase.disabled).toBe(true));
    expect(description(increase)).toContain('المتوفر 2 فقط');
  });

  it('bounds a variant line by its variant’s stock', async () => {
    const chosen = shirtVariants.optimized_variants[0];
    if (!chosen) throw new Error('no variant');
    const stored = shirt({
      variantSystem: {
        ...shirtVariants,
        optimized_variants: [{ ...chosen, stock_quantity: 1, is_available: true }],
      },
    });
    const line = cartLine(`${stored.productId}-${chosen.id}`, {
      originalProductId: stored.productId,
      v_id: chosen.id,
      title: 'Red shirt',
      quantity: 1,
    });
    await renderCart([line], [stored]);
    const { increase } = await stepperOf('Red shirt');
    await waitFor(() => expect(increase.disabled).toBe(true));
  });

  it('leaves a line whose product this device never stored bounded by the minimum alone', async () => {
    await renderCart([cartLine('8', { originalProductId: 8, title: 'Cup', quantity: 4 })]);
    const { increase } = await stepperOf('Cup');
    expect(increase.disabled).toBe(false);
    expect(increase.getAttribute('aria-describedby')).toBeNull();
  });

  it('lets the line grow again once the device learns of more stock', async () => {
    const shop = await renderCart([cartLine('7', { originalProductId: 7, title: 'Lamp', quantity: 2 })]);
    const { increase } = await stepperOf('Lamp');
    await waitFor(() => expect(increase.disabled).toBe(true));
    await shop.database.products.upsert(product(7, { quantity: 6 }));
    await waitFor(() => expect(increase.disabled).toBe(false));
  });
});
