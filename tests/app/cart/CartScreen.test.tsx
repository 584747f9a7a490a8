import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartScreen } from '../../../src/app/cart/CartScreen';
import type { CartItem, DeliveryRate, SelectedAddress, Session } from '../../../src/domain';
import { CurrentLocation, cartLine, customer, openShop, storageFullOnce } from '../accountFixtures';
import { home, KUWAIT_RATES } from '../checkout/renderCheckout';
import { fakeSync, renderWithShop, type TestLanguage } from '../renderWithShop';
import { closeTestDatabases } from '../testDatabase';

afterEach(closeTestDatabases);

async function renderCart(
  cart: CartItem[],
  options: {
    lang?: TestLanguage;
    session?: Session;
    /** The delivery rates the worker answers with; none unless given. */
    rates?: () => Promise<DeliveryRate[]>;
    address?: SelectedAddress;
  } = {},
) {
  const shop = await openShop({ cart, ...(options.session ? { session: options.session } : {}) });
  if (options.address) await shop.eventLog.append('AddressSelected', { address: options.address });
  const result = await renderWithShop(
    <Routes>
      <Route path="/cart" element={<CartScreen />} />
      <Route path="*" element={<CurrentLocation />} />
    </Routes>,
    {
      ...shop,
      route: '/cart',
      lang: options.lang ?? 'en',
      ...(options.rates ? { sync: fakeSync({ deliveryRates: options.rates }) } : {}),
    },
  );
  return { ...result, ...shop };
}

const lineOf = (name: string) => {
  const body = screen.getByRole('heading', { name }).closest('.cart-line__body');
  if (!(body instanceof HTMLElement)) throw new Error(`no cart line for ${name}`);
  return body;
};

/** A mouse drag along the line, as a shopper's finger or mouse would make it. */
function drag(line: HTMLElement, dx: number) {
  const from = 200;
  fireEvent.pointerDown(line, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: from, clientY: 10 });
  fireEvent.pointerMove(line, { pointerId: 1, pointerType: 'mouse', clientX: from + dx / 2, clientY: 10 });
  fireEvent.pointerMove(line, { pointerId: 1, pointerType: 'mouse', clientX: from + dx, clientY: 10 });
  fireEvent.pointerUp(line, { pointerId: 1, pointerType: 'mouse', clientX: from + dx, clientY: 10 });
}

const count = () => screen.getByTestId('cart-count').textContent;
const total = () => screen.getByTestId('cart-total').textContent;

describe('the cart screen (SPEC §2 Cart)', () => {
  it('shows the empty state with Continue Shopping', async () => {
    await renderCart([]);
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).toBeNull();
  });

  it('lists each line with its name, options, subtext cut to 50 characters and price (SPEC §3, §9)', async () => {
    // A line stored before variants kept their attributes: its size and colour name its options.
    const description = 'A soft cotton shirt for hot summer days, cut loose and easy to wash.';
    await renderCart([
      cartLine('1-10', { price: '4.25', size: 'M', color: 'Blue', subTextEn: description, quantity: 2 }),
      cartLine('2', { subText: 'قميص قطني ناعم لصيف الخليج' }),
    ]);
    await screen.findByRole('heading', { name: 'Product 1-10' });
    const shirt = lineOf('Product 1-10');
    expect(within(shirt).getByText('Size: M · Color: Blue')).toBeTruthy();
    expect(within(shirt).getByText(`${description.slice(0, 50)}…`)).toBeTruthy();
    expect(within(shirt).getByText('4.25 KD')).toBeTruthy();
    // SPEC §3 language rule: a line with only the Arabic description shows none on an English screen.
    expect(lineOf('Product 2').querySelector('.cart-line__subtext')).toBeNull();
  });

  it('names the variant in Arabic on an Arabic screen, and shows no stray "0" under a line without one (SPEC §3, §5 Display)', async () => {
    await renderCart(
      [
        cartLine('1-10', {
          size: 'L',
          color: 'Navy',
          selectedVariant: {
            id: 10,
            attributes: { Color: 'Navy', Size: 'L' },
            attributes_array: [
              { name: 'Color', value: 'Navy', name_ar: 'اللون', value_ar: 'كحلي' },
              { name: 'Size', value: 'L', name_ar: 'المقاس', value_ar: 'كبير' },
            ],
          },
        }),
        cartLine('2', { subText: '0', description: '0' }),
      ],
      { lang: 'ar' },
    );
    await screen.findByRole('heading', { name: 'منتج 1-10' });
    const shirt = lineOf('منتج 1-10');
    expect(within(shirt).getByText('اللون: كحلي · المقاس: كبير')).toBeTruthy();
    expect(shirt.textContent).not.toMatch(/Navy|Color|Size/);
    const plain = lineOf('منتج 2').querySelector('.cart-line__info');
    expect(plain?.querySelector('.cart-line__options, .cart-line__subtext')).toBeNull();
    expect(plain?.textContent).toBe('منتج 2السعر 1.50 د.ك');
  });

  it('sums the item count and the total in its bottom bar', async () => {
    await renderCart([cartLine('1', { price: '4.25', quantity: 2 }), cartLine('2', { price: '1.5' })]);
    await screen.findByRole('heading', { name: 'Product 1' });
    expect(count()).toBe('3');
    expect(total()).toBe('10.00 KD');
  });

  it('reads in Arabic with Arabic names and the dinar sign', async () => {
    await renderCart([cartLine('1', { price: '2' })], { lang: 'ar' });
    expect(await screen.findByRole('heading', { name: 'منتج 1' })).toBeTruthy();
    expect(total()).toBe('2.00 د.ك');
    expect(screen.getByRole('button', { name: 'المتابعة إلى الدفع' })).toBeTruthy();
  });

  it('steps the quantity up and down, with minus disabled at 1 (SPEC §4 Cart, §5 Quantity)', async () => {
    const { database } = await renderCart([cartLine('1', { price: '2' })]);
    await screen.findByRole('heading', { name: 'Product 1' });
    const line = lineOf('Product 1');
    const minus = within(line).getByRole('button', { name: 'Decrease quantity' });
    const plus = within(line).getByRole('button', { name: 'Increase quantity' });
    expect((minus as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(plus);
    await waitFor(() => expect(total()).toBe('4.00 KD'));
    expect(count()).toBe('2');
    expect((minus as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(minus);
    await waitFor(() => expect(total()).toBe('2.00 KD'));
    const changes = await database.events.find({ selector: { type: 'CartItemQuantityChanged' } }).exec();
    expect(changes.map((doc) => doc.payload)).toEqual([
      { id: '1', delta: 1 },
      { id: '1', delta: -1 },
    ]);
  });

  it('removes a line with its keyboard-reachable remove button and says so', async () => {
    await renderCart([cartLine('1'), cartLine('2')]);
    await screen.findByRole('heading', { name: 'Product 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Product 1' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Product 1' })).toBeNull());
    expect(screen.getByText('Product 1 was removed from the cart').getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Cart' }));
  });

  it('deletes a line swiped 50 px or more to the left, and springs back short of it (SPEC §9)', async () => {
    await renderCart([cartLine('1'), cartLine('2')]);
    await screen.findByRole('heading', { name: 'Product 1' });
    drag(lineOf('Product 1'), -49);
    expect(lineOf('Product 1').dataset.swipeOffset).toBe('0');
    drag(lineOf('Product 1'), 120);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'Product 1' })).toBeTruthy();

    drag(lineOf('Product 1'), -60);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Product 1' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Product 2' })).toBeTruthy();
  });

  it('follows the drag up to 80 px only', async () => {
    await renderCart([cartLine('1')]);
    await screen.findByRole('heading', { name: 'Product 1' });
    const line = lineOf('Product 1');
    fireEvent.pointerDown(line, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 300, clientY: 10 });
    fireEvent.pointerMove(line, { pointerId: 1, pointerType: 'mouse', clientX: 100, clientY: 10 });
    expect(line.dataset.swipeOffset).toBe('80');
    fireEvent.pointerCancel(line, { pointerId: 1, pointerType: 'mouse' });
    expect(line.dataset.swipeOffset).toBe('0');
  });

  it('mirrors the swipe in Arabic: to the right deletes, to the left does nothing', async () => {
    await renderCart([cartLine('1'), cartLine('2')], { lang: 'ar' });
    await screen.findByRole('heading', { name: 'منتج 1' });
    drag(lineOf('منتج 1'), -100);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'منتج 1' })).toBeTruthy();
    drag(lineOf('منتج 1'), 60);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'منتج 1' })).toBeNull());
  });

  it('does not press a button that a swipe ends on', async () => {
    await renderCart([cartLine('1')]);
    await screen.findByRole('heading', { name: 'Product 1' });
    const line = lineOf('Product 1');
    const plus = within(line).getByRole('button', { name: 'Increase quantity' });
    fireEvent.pointerDown(line, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 200, clientY: 10 });
    fireEvent.pointerMove(line, { pointerId: 1, pointerType: 'mouse', clientX: 170, clientY: 10 });
    fireEvent.pointerUp(line, { pointerId: 1, pointerType: 'mouse', clientX: 170, clientY: 10 });
    fireEvent.click(plus);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(count()).toBe('1');
  });

  it('sends a guest to /login with /checkout as the return path', async () => {
    await renderCart([cartLine('1')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    expect(screen.getByTestId('location').textContent).toBe('/login?returnTo=%2Fcheckout');
  });

  it('sends a logged-in customer straight to /checkout (SPEC §4 Login: logged in)', async () => {
    await renderCart([cartLine('1')], { session: customer() });
    await screen.findByRole('heading', { name: 'Product 1' });
    // The session is read from the same projection as the cart, so it is there once the cart is.
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(screen.getByTestId('location').textContent).toBe('/checkout');
  });

  it('says so when this device cannot store the change', async () => {
    const { database } = await renderCart([cartLine('1')]);
    await screen.findByRole('heading', { name: 'Product 1' });
    storageFullOnce(database);
    fireEvent.click(within(lineOf('Product 1')).getByRole('button', { name: 'Increase quantity' }));
    await screen.findByText('Could not update the cart on this device. Please try again.');
    expect(count()).toBe('1');
  });

  describe('how much more buys free delivery (SPEC §9 Delivery fee: free_after)', () => {
    const kuwait = async () => KUWAIT_RATES;
    const hint = () => screen.getByTestId('free-delivery').textContent;

    it("says it from Kuwait's rate before an address is chosen, and follows the quantities", async () => {
      await renderCart([cartLine('1', { price: '8.25', quantity: 2 })], { rates: kuwait });
      await waitFor(() => expect(hint()).toBe('Add 3.50 KD more for free delivery'));
      expect(screen.getByTestId('free-delivery').getAttribute('role')).toBe('status');
      fireEvent.click(within(lineOf('Product 1')).getByRole('button', { name: 'Increase quantity' }));
      await waitFor(() => expect(hint()).toBe('Free delivery on this order'));
    });

    it('says it in Arabic, with the amount as every price is shown', async () => {
      await renderCart([cartLine('1', { price: '8.25', quantity: 2 })], { rates: kuwait, lang: 'ar' });
      await waitFor(() => expect(hint()).toBe('أضف منتجات بقيمة 3.50 د.ك للحصول على توصيل مجاني'));
    });

    /** Waits for the cart to have asked for the rates and drawn what it makes of the answer. */
    async function answered(rates: ReturnType<typeof vi.fn>) {
      await waitFor(() => expect(rates).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 0));
    }

    it("reads the selected address's country: a rate that is never free promises nothing", async () => {
      const saudi: DeliveryRate = {
        ...(KUWAIT_RATES[0] as DeliveryRate),
        country: 'Saudi Arabia',
        free_after: 0,
      };
      const rates = vi.fn(async () => [...KUWAIT_RATES, saudi]);
      await renderCart([cartLine('1', { price: '8.25', quantity: 2 })], {
        rates,
        address: { ...home, country: 'Saudi Arabia' },
      });
      await answered(rates);
      expect(hint()).toBe('');
    });

    it('says nothing when the rates cannot be had (offline)', async () => {
      const rates = vi.fn(async (): Promise<DeliveryRate[]> => {
        throw new Error('offline');
      });
      await renderCart([cartLine('1', { price: '8.25', quantity: 2 })], { rates });
      await answered(rates);
      expect(hint()).toBe('');
    });
  });
});
