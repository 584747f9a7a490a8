/**
 * The shop's key journeys as a shopper takes them in one tab, written once for every engine (engines/*.test.ts
 * choose which each runs). Every page load they make is the browser's own (typed, reloaded, Back, Forward), which is
 * what puts pages in the page cache: a page kept there with its sync worker alive must never stop the next page's
 * worker from placing an order.
 */
import { expect } from 'vitest';
import { checkoutApi } from '../checkoutSteps';
import { type CatalogueTargets, type Lang, newLocalPhone, saveAddress, say } from '../shopSetup';
import {
  addToCart,
  cartLines,
  headerCartCount,
  logIn,
  openPage,
  pageCacheReturns,
  press,
  SCREEN_WAIT_MS,
  waitForPath,
  waitForText,
  watchTheCart,
  whereAndWhat,
} from './shopperSteps';
import type { Tab } from './support/tab';

/**
 * How long an order may take from Place Order (or Pay) to its confirmation: seconds when it works, so a shop that
 * never sends the order fails in this time, not at the test's timeout.
 */
const ORDER_WAIT_MS = 25_000;
/** How long the cart is watched after a login sent the shopper on to it: the account's sync settles within it. */
const CART_WATCH_MS = 3_000;

export interface Journey {
  lang: Lang;
  /** The shop itself, for the API (a second device's view of the customer). */
  shopUrl: string;
  targets: CatalogueTargets;
}

const productName = ({ lang, targets }: Journey) =>
  lang === 'ar' ? targets.plain.name : targets.plain.nameEn;

/** The customer's orders as the server holds them, asked with a login of its own (a second device). */
async function serverOrders({ shopUrl }: Journey, local: string) {
  const api = checkoutApi(shopUrl);
  return api.ordersOf(await api.apiLogin(`+965${local}`));
}

/** Place Order, then the thank-you page within ORDER_WAIT_MS; a failure says where the shopper was left waiting. */
async function placeOrderAndWaitFor(tab: Tab, lang: Lang, path: string | RegExp): Promise<void> {
  await press(tab, say(lang, 'checkout.placeOrder'));
  await expectToReach(tab, path);
}

/** Waits up to ORDER_WAIT_MS for the tab to reach `path`; a failure names the page and what it says there. */
async function expectToReach(tab: Tab, path: string | RegExp): Promise<void> {
  const wanted = typeof path === 'string' ? new RegExp(`^${path}$`) : path;
  await expect
    .poll(
      async () => {
        const { path: at, says } = await whereAndWhat(tab);
        return wanted.test(at) ? 'arrived' : `still at ${at}, saying: ${says.join(' | ')}`;
      },
      { timeout: ORDER_WAIT_MS, interval: 250, message: `the shop to reach ${path}` },
    )
    .toBe('arrived');
}

/**
 * SPEC §2 Add/Edit address, the Kuwaiti way: from checkout's Add Address, the map picker opened by hand while the
 * location prompt waits (neither driver can answer it: a shopper who ignores it), Salmiya chosen by name, then the
 * governorate, block, street and house; back at checkout with it.
 */
async function addKuwaitiAddress(tab: Tab, lang: Lang, fullName: string): Promise<void> {
  await press(tab, say(lang, 'checkout.address.add'));
  await press(tab, say(lang, 'addresses.addNew'));
  await press(tab, say(lang, 'addressForm.chooseOnMap'));
  const salmiya = lang === 'ar' ? 'السالمية' : 'Salmiya';
  let area = '';
  await expect
    .poll(
      async () => {
        area = await tab.run(
          (name: string) =>
            [...document.querySelectorAll<HTMLOptionElement>('.map-picker__area-select option')].find(
              (option) => option.textContent === name,
            )?.value ?? '',
          salmiya,
        );
        return area;
      },
      { timeout: SCREEN_WAIT_MS, message: 'the map picker with its areas' },
    )
    .not.toBe('');
  await tab.choose('.map-picker__area-select', area);
  const line = lang === 'ar' ? 'السالمية، حولي، الكويت' : 'Salmiya, Hawalli, Kuwait';
  await expect
    .poll(() => tab.run(() => document.querySelector('[data-testid="map-line"]')?.textContent), {
      timeout: SCREEN_WAIT_MS,
    })
    .toBe(line);
  await press(tab, say(lang, 'map.confirm'));
  await expect
    .poll(() => tab.run(() => document.querySelector('[data-testid="address-line"]')?.textContent), {
      timeout: SCREEN_WAIT_MS,
    })
    .toBe(line);

  await tab.choose('#address-governorate', 'Hawalli');
  const phone = await tab.run(() => document.querySelector<HTMLInputElement>('#address-phone')?.value ?? '');
  if (phone === '') await tab.type('#address-phone', newLocalPhone());
  for (const [field, value] of [
    ['fullName', fullName],
    ['block', '4'],
    ['avenue', lang === 'ar' ? 'شارع سالم المبارك' : 'Salem Al Mubarak Street'],
    ['house', '12'],
  ] as const) {
    await tab.type(`#address-${field}`, value);
  }
  await press(tab, say(lang, 'addressForm.save'));
  await waitForText(tab, say(lang, 'addressForm.saved'));
  // SPEC §8: back to the list 2 s after the save; the shopper taps the new address (selected already, or once it has
  // reached the server) and goes on.
  await waitForPath(tab, '/address-list');
  await press(tab, fullName, { css: '.address-card__name' });
  await press(tab, say(lang, 'addresses.continue'));
  await waitForPath(tab, '/checkout');
  await expect
    .poll(
      () => tab.run(() => document.querySelector('[data-testid="checkout-address"]')?.textContent ?? ''),
      {
        timeout: SCREEN_WAIT_MS,
      },
    )
    .toContain(fullName);
}

/**
 * Logs in on the login screen after the pages before it, and is sent on to the cart, which must show its line all
 * along. A cart gone blank is reported with whatever the later steps find (a soft failure): the order that then
 * never leaves says more about the cause than the cart does.
 */
async function logInOntoTheCart(tab: Tab, journey: Journey, local: string): Promise<void> {
  await openPage(tab, `/login?returnTo=${encodeURIComponent('/cart')}`);
  const cartGaps = await watchTheCart(tab, productName(journey));
  await logIn(tab, journey.lang, local);
  await waitForPath(tab, '/cart');
  await new Promise((resolve) => setTimeout(resolve, CART_WATCH_MS));
  expect.soft(await cartGaps(), 'the cart after the login, whenever its line was missing').toEqual([]);
  await press(tab, say(journey.lang, 'cart.proceed'));
  await waitForPath(tab, '/checkout');
}

/**
 * Three full page loads (the home, a category, a product), the product into the cart, a login on the screen with
 * the cart shown all along, a Kuwaiti address saved through the form, and a cash order: confirmed on the screen,
 * and exactly one on the server.
 */
export async function threeLoadsThenACashOrder(tab: Tab, journey: Journey): Promise<void> {
  const { lang, targets } = journey;
  const local = newLocalPhone();
  await openPage(tab, '/');
  await openPage(tab, `/category/${targets.sub.id}/products`);
  await openPage(tab, `/product/${targets.plain.id}`);
  await addToCart(tab, lang);
  await logInOntoTheCart(tab, journey, local);
  await addKuwaitiAddress(tab, lang, `${lang === 'ar' ? 'نورة' : 'Noura'} ${local}`);

  await press(tab, say(lang, 'checkout.payment.cash'), { css: 'label' });
  await placeOrderAndWaitFor(tab, lang, '/thank-you');
  await waitForText(tab, say(lang, 'thankYou.title'));
  const orders = await serverOrders(journey, local);
  expect(orders.map((order) => order.paymentType)).toEqual(['cash']);
}

/**
 * Two full page loads (the home, a product), the product into the cart, a login sent on to the cart, and a card
 * order: paid on the provider's hosted page, back on the shop's return page, which is then opened again from the
 * invoice and reloaded; the thank-you each time, and exactly one paid order on the server.
 */
export async function aCardOrderPaidOnTheHostedPage(tab: Tab, journey: Journey): Promise<void> {
  const { lang, shopUrl, targets } = journey;
  const local = newLocalPhone();
  const fullName = `Card ${local}`;
  // The address was saved from another device; checkout asks the server for it.
  const owner = await checkoutApi(shopUrl).apiLogin(`+965${local}`);
  await saveAddress(shopUrl, owner, `+965${local}`, fullName);

  await openPage(tab, '/');
  await openPage(tab, `/product/${targets.plain.id}`);
  await addToCart(tab, lang);
  await logInOntoTheCart(tab, journey, local);
  await waitForText(tab, fullName);

  await press(tab, say(lang, 'checkout.payment.card'), { css: 'label' });
  await placeOrderAndWaitFor(tab, lang, /^\/api\/pay\//);
  const hostedPage = (await tab.address()).pathname;
  await press(tab, lang === 'ar' ? 'ادفع' : 'Pay', { css: 'button.pay' });
  await expectToReach(tab, '/thank-you');
  await waitForText(tab, say(lang, 'thankYou.bodyCard'));

  // The return page again, from the paid invoice's link back to the shop, and reloaded there: it finds the order
  // it made and creates no other.
  await tab.open(hostedPage);
  await tab.click('a.back');
  await expectToReach(tab, /^\/(payment-callback|thank-you)$/);
  await tab.reload();
  await expectToReach(tab, '/thank-you');
  const orders = await serverOrders(journey, local);
  expect(orders.map((order) => [order.paymentType, order.payment_status])).toEqual([['card', 'paid']]);
}

/**
 * Back and Forward across full page loads (the home, a product, the cart): each shows its own screen again, with
 * the cart as it is now, changed on the last page after the others were left. Answers, for each move, whether
 * the page came back from the page cache.
 */
export async function backAndForwardAcrossPages(tab: Tab, journey: Journey): Promise<boolean[]> {
  const { lang, targets } = journey;
  const name = productName(journey);
  const product = `/product/${targets.plain.id}`;
  const cartScreenCount = () =>
    tab.run(() => document.querySelector('[data-testid="cart-count"]')?.textContent);
  await openPage(tab, '/');
  await openPage(tab, product);
  await addToCart(tab, lang);
  await openPage(tab, '/cart');
  await expect.poll(() => cartLines(tab)).toEqual([name]);
  await press(tab, say(lang, 'product.increase'));
  await expect.poll(cartScreenCount).toBe('2');

  // Each move, the page it lands on, what that page's own screen shows, and where it shows the cart's count.
  const back = () => tab.back();
  const forward = () => tab.forward();
  const header = () => headerCartCount(tab);
  const moves = [
    { move: back, path: product, shows: name, count: header },
    { move: back, path: '/', shows: say(lang, 'home.categories'), count: header },
    { move: forward, path: product, shows: name, count: header },
    { move: forward, path: '/cart', shows: say(lang, 'cart.title'), count: cartScreenCount },
  ];
  const fromPageCache: boolean[] = [];
  for (const { move, path, shows, count } of moves) {
    await move();
    await waitForPath(tab, path);
    await waitForText(tab, shows);
    // A page back from the cache starts a fresh worker, which opens the database and folds the log before it
    // answers: a first load's wait, not a press's.
    await expect.poll(count, { timeout: SCREEN_WAIT_MS }).toBe('2');
    fromPageCache.push((await pageCacheReturns(tab)) > 0);
  }
  expect(await cartLines(tab)).toEqual([name]);
  return fromPageCache;
}
