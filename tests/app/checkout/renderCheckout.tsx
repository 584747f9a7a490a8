/**
 * The checkout screen as the checkout tests render it: a signed-in shopper with a cart and a selected address,
 * Kuwait's delivery rates and a promo check that applies WELCOME10 unless a test answers otherwise.
 */
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { CheckoutScreen } from '../../../src/app/checkout/CheckoutScreen';
import type { ShopSync } from '../../../src/app/data/SyncContext';
import type {
  Address,
  CartItem,
  DeliveryRate,
  PromoValidationResponse,
  SelectedAddress,
} from '../../../src/domain';
import { CurrentLocation, cartLine, customer, openShop } from '../accountFixtures';
import { storeAddresses } from '../addressFixtures';
import { fakeSync, renderWithShop, type TestLanguage } from '../renderWithShop';

export const KUWAIT_RATES: DeliveryRate[] = [
  {
    country: 'Kuwait',
    delivery_weight_range_start: 0,
    delivery_weight_range_end: 5,
    per_kg_price: 0.5,
    free_after: 20,
  },
];

export const home: SelectedAddress = {
  fullName: 'Noura Al-Sabah',
  street: '12',
  city: 'Salmiya',
  piece: '4',
  house: '9',
  email: null,
  area: 'Hawalli',
  phone: '+96551234567',
  country: 'Kuwait',
  addressId: 31,
};

export const valid: PromoValidationResponse = {
  status: true,
  promo_code: [{ code: 'WELCOME10', discount: 10 }],
  error: null,
  message: null,
};
export const expired: PromoValidationResponse = { status: false, promo_code: [], error: null, message: null };

export interface Setup {
  cart?: CartItem[];
  loggedIn?: boolean;
  address?: SelectedAddress | null;
  /** The customer's address book as the worker stored it; none unless given. */
  saved?: Address[];
  rates?: () => Promise<DeliveryRate[]>;
  /** The shop's delivery times; unknown unless given. */
  times?: ShopSync['deliveryTimes'];
  promo?: (code: string) => Promise<PromoValidationResponse>;
  initiate?: ShopSync['initiatePayment'];
  /** Asks the outbox to send what waits now (an order taking long: Try Again). */
  retryOutboxNow?: ShopSync['retryOutboxNow'];
  lang?: TestLanguage;
  /** What the log holds besides the cart, address and session before checkout opens (an order the outbox held). */
  arrange?: (shop: Awaited<ReturnType<typeof openShop>>) => Promise<unknown>;
}

export async function renderCheckout(setup: Setup = {}) {
  const shop = await openShop({
    cart: setup.cart ?? [cartLine('1', { price: '1.5', quantity: 2 })],
    ...(setup.loggedIn === false ? {} : { session: customer() }),
  });
  const address = setup.address === undefined ? home : setup.address;
  if (address) await shop.eventLog.append('AddressSelected', { address });
  if (setup.saved) await storeAddresses(shop.database, ...setup.saved);
  await setup.arrange?.(shop);
  const promoCalls: string[] = [];
  const sync = fakeSync({
    deliveryRates: setup.rates ?? (async () => KUWAIT_RATES),
    validatePromo: async (code) => {
      promoCalls.push(code);
      return (setup.promo ?? (async () => valid))(code);
    },
    ...(setup.initiate ? { initiatePayment: setup.initiate } : {}),
    ...(setup.times ? { deliveryTimes: setup.times } : {}),
    ...(setup.retryOutboxNow ? { retryOutboxNow: setup.retryOutboxNow } : {}),
  });
  const result = await renderWithShop(
    <Routes>
      <Route path="/checkout" element={<CheckoutScreen />} />
      <Route path="*" element={<CurrentLocation />} />
    </Routes>,
    { ...shop, sync, route: '/checkout', lang: setup.lang ?? 'en' },
  );
  return { ...result, ...shop, promoCalls };
}

export const text = (id: string) => screen.getByTestId(id).textContent;
export const placeOrder = () => fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
