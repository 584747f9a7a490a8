import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderLines } from '../../../src/app/payment/PaymentViews';
import { buildOrderPayload, orderTotals } from '../../../src/domain';
import { cartLine } from '../accountFixtures';
import { renderWithShop, type TestLanguage } from '../renderWithShop';
import { closeTestDatabases } from '../testDatabase';

afterEach(closeTestDatabases);

/** A card order as the shop stored it before leaving for the provider: the line keeps both names. */
function order() {
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
    items: [cartLine('1', { name: 'قميص قطني', productName: 'قميص قطني', title: 'Cotton Shirt' })],
    totals: orderTotals(1500, 500, 0),
    paymentMethod: 'card',
    promoCode: null,
  });
  if (!built.ok) throw new Error('expected an order');
  return built.payload;
}

const renderLines = (lang: TestLanguage) =>
  renderWithShop(<OrderLines order={order()} orderId="12" />, { lang });

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
});
