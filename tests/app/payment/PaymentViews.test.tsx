import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderLines } from '../../../src/app/payment/PaymentViews';
import { buildOrderPayload, type CartItem, orderTotals } from '../../../src/domain';
import { cartLine } from '../accountFixtures';
import { renderWithShop, type TestLanguage } from '../renderWithShop';
import { closeTestDatabases } from '../testDatabase';

afterEach(closeTestDatabases);

/** A card order as the shop stored it before leaving for the provider, of the given cart lines. */
function order(items: CartItem[]) {
  const built = buildOrderPayload({
    userId: 7,
    address: {
      fullName: 'Sara',
      street: 'Street 12',
      city: 'Salmiya',
      piece: null,
      email: null,
      area: 'Hawalli',
      phone: '+96550000000',
      country: 'Kuwait',
      addressId: 3,
    },
    items,
    totals: orderTotals(1500, 500, 0),
    paymentMethod: 'card',
    promoCode: null,
  });
  if (!built.ok) throw new Error('expected an order');
  return built.payload;
}

/** The line keeps both names. */
const shirt = () =>
  order([cartLine('1', { name: 'قميص قطني', productName: 'قميص قطني', title: 'Cotton Shirt' })]);

/** A shirt whose cart line kept its variant's attributes in both languages. */
const redShirt = () =>
  order([
    cartLine('2-9', {
      name: 'قميص',
      title: 'Shirt',
      size: 'L',
      color: 'Red',
      selectedVariant: {
        id: 9,
        name: 'Shirt (Red, L)',
        attributes: { Color: 'Red', Size: 'L' },
        attributes_array: [
          { name: 'Color', value: 'Red', name_ar: 'اللون', value_ar: 'أحمر' },
          { name: 'Size', value: 'L', name_ar: 'المقاس', value_ar: 'كبير' },
        ],
        odoo_id: null,
      },
    }),
  ]);

const renderLines = (lang: TestLanguage) =>
  renderWithShop(<OrderLines order={shirt()} orderId="12" />, { lang });

describe("the payment pages' order lines (SPEC §3 language rule: English when the English name is non-empty)", () => {
  it('names each product in English on the English pages', async () => {
    await renderLines('en');
    expect(await screen.findByText('Cotton Shirt')).toBeTruthy();
    expect(screen.queryByText('قميص قطني')).toBeNull();
  });

  it('names each product in Arabic on the Arabic pages', async () => {
    await renderLines('ar');
    expect(await screen.findByText('قميص قطني')).toBeTruthy();
    expect(screen.queryByText('Cotton Shirt')).toBeNull();
  });

  it("names a line's variant options in Arabic on the Arabic pages, from the cart line's attributes", async () => {
    await renderWithShop(<OrderLines order={redShirt()} orderId="12" />, { lang: 'ar' });
    expect(await screen.findByText('اللون: أحمر · المقاس: كبير')).toBeTruthy();
    expect(screen.queryByText(/Red/)).toBeNull();
  });

  it('names them by their English keys on the English pages', async () => {
    await renderWithShop(<OrderLines order={redShirt()} orderId="12" />, { lang: 'en' });
    expect(await screen.findByText('Color: Red · Size: L')).toBeTruthy();
  });
});
