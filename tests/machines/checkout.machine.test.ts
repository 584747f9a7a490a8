import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { buildOrderPayload, type DeliveryRate, orderTotals } from '../../src/domain';
import {
  type CardHandOff,
  type CheckoutContext,
  type CheckoutInput,
  type CheckoutShop,
  checkoutMachine,
  type UnsentOrder,
} from '../../src/machines/checkout.machine';
import { cartItem, rate, selectedAddress } from '../domain/factories';
import {
  allStateIds,
  inParallel,
  type ModelOptions,
  type RegionalModel,
  regionalModelTests,
  rows,
  stateName,
} from './modelTest';

const origin = 'https://shop.test';
const home = selectedAddress({ addressId: 31 });
// Two of 1.5 KD at the default 0.1 kg: 3.00 KD, 0.2 kg.
const line = cartItem({ price: '1.5', quantity: 2 });
const customer = {
  token: 't',
  userId: 7,
  userName: 'Noura',
  mobile: '+96551234567',
  isLanguage: 'en' as const,
};
const shops = {
  ready: { session: customer, address: home, items: [line] },
  noAddress: { session: customer, address: null, items: [line] },
  guest: {
    session: { token: null, userId: null, userName: null, mobile: null, isLanguage: 'en' as const },
    address: home,
    items: [line],
  },
  emptyCart: { session: customer, address: home, items: [] },
} satisfies Record<string, CheckoutShop>;

const valid = { status: true, promo_code: [{ code: 'GULF25', discount: 25 }], error: null, message: null };
const expired = { status: false, promo_code: [], error: null, message: null };
const rates: DeliveryRate[] = [rate({ free_after: 20 })];
const earlier = buildOrderPayload({
  userId: 7,
  address: home,
  items: [line],
  totals: orderTotals(3000, 500, 0),
  paymentMethod: 'cash',
  promoCode: null,
});
if (!earlier.ok) throw new Error('expected an order');
const unsent: UnsentOrder = { key: 'k-1', order: earlier.payload };

const fetchFailed = new TypeError('fetch failed');
const events = {
  'shop ready': { type: 'shop.changed', shop: shops.ready },
  'address gone': { type: 'shop.changed', shop: shops.noAddress },
  'guest shop': { type: 'shop.changed', shop: shops.guest },
  'empty cart': { type: 'shop.changed', shop: shops.emptyCart },
  'none unsent': { type: 'xstate.done.actor.findUnsentOrder', output: null },
  'unsent found': { type: 'xstate.done.actor.findUnsentOrder', output: unsent },
  'lookup failed': { type: 'xstate.error.actor.findUnsentOrder', error: fetchFailed },
  resumed: { type: 'xstate.done.actor.resumeCashOrder', output: { orderId: '8' } },
  'resume refused': { type: 'xstate.error.actor.resumeCashOrder', error: new Error('failed') },
  'promo blank': { type: 'user.promoChanged', value: '  ' },
  'promo typed': { type: 'user.promoChanged', value: ' gulf25 ' },
  'apply promo': { type: 'user.applyPromo' },
  'remove promo': { type: 'user.removePromo' },
  'choose card': { type: 'user.choosePayment', payment: 'card' },
  'choose cash': { type: 'user.choosePayment', payment: 'cash' },
  'place order': { type: 'user.placeOrder' },
  'retry rates': { type: 'user.retryRates' },
  'card failed': { type: 'card.failed', error: 'paymentInitTimedOut' },
  'promo valid': { type: 'xstate.done.actor.validatePromo', output: valid },
  'promo expired': { type: 'xstate.done.actor.validatePromo', output: expired },
  'promo check failed': { type: 'xstate.error.actor.validatePromo', error: fetchFailed },
  'promo server failed': {
    type: 'xstate.error.actor.validatePromo',
    error: { status: 503, message: 'down' },
  },
  'rates loaded': { type: 'xstate.done.actor.loadRates', output: rates },
  'rates failed': { type: 'xstate.error.actor.loadRates', error: fetchFailed },
  'order placed': { type: 'xstate.done.actor.placeCashOrder', output: { orderId: '9' } },
  'order failed': { type: 'xstate.error.actor.placeCashOrder', error: new Error('failed') },
} as const;
type EventName = keyof typeof events;

/** The live watcher and the card payment are the screen's; here they stay silent and the table sends for them. */
const machine = checkoutMachine.provide({
  actors: { watchShop: fromCallback(() => undefined), payByCard: fromCallback(() => undefined) },
});

/** What the guards read of the shop: none yet, or the facts SPEC §5 Place order checks. */
function shopLabel(shop: CheckoutShop | null): string {
  if (!shop) return 'no shop yet';
  if (!shop.session.token) return 'guest';
  if (shop.items.length === 0) return 'empty cart';
  return shop.address ? 'customer' : 'customer without address';
}

/** A model of one opening of checkout: the events the shopper and the world may send in it. */
const model = (names: EventName[]): ModelOptions => ({
  machine,
  input: { origin },
  events: Object.fromEntries(names.map((name) => [name, events[name]])),
  deferredActors: ['findUnsentOrder', 'validatePromo', 'loadRates', 'placeCashOrder'],
  delayMs: () => Number.NaN,
  serializeState: (snapshot) => {
    const c = snapshot.context as CheckoutContext;
    // What the guards read; messages, prices and rates change what is shown, not where the machine can go.
    return JSON.stringify([snapshot.value, shopLabel(c.shop), c.promoInput.trim() !== '', c.payment]);
  },
});

const customerVisit = model(
  (Object.keys(events) as EventName[]).filter(
    (name) => !['guest shop', 'empty cart', 'unsent found', 'resumed', 'resume refused'].includes(name),
  ),
);
const visits = {
  customer: customerVisit,
  guest: model(['guest shop', 'none unsent']),
  'empty cart': model(['empty cart', 'none unsent']),
  'unsent order': model(['shop ready', 'unsent found', 'resumed', 'resume refused']),
};

const OPENED = 'open.{promo.editing & delivery.loading & order.ready}';

/** Before the form (SPEC §2 Checkout guards, §4 Cash on delivery): where the whole machine goes. */
const before = rows`
  lookingForUnsent, no shop yet             | shop ready     | lookingForUnsent
  lookingForUnsent, no shop yet             | address gone   | lookingForUnsent
  lookingForUnsent, no shop yet             | guest shop     | lookingForUnsent
  lookingForUnsent, no shop yet             | empty cart     | lookingForUnsent
  lookingForUnsent, no shop yet             | none unsent    | awaitingShop
  lookingForUnsent, no shop yet             | lookup failed  | awaitingShop
  lookingForUnsent, no shop yet             | unsent found   | resuming
  lookingForUnsent, customer                | shop ready     | lookingForUnsent
  lookingForUnsent, customer                | address gone   | lookingForUnsent
  lookingForUnsent, customer                | none unsent    | ${OPENED}
  lookingForUnsent, customer                | lookup failed  | ${OPENED}
  lookingForUnsent, customer                | unsent found   | resuming
  lookingForUnsent, customer without address | shop ready    | lookingForUnsent
  lookingForUnsent, customer without address | address gone  | lookingForUnsent
  lookingForUnsent, customer without address | none unsent   | ${OPENED}
  lookingForUnsent, customer without address | lookup failed | ${OPENED}
  lookingForUnsent, guest                   | guest shop     | lookingForUnsent
  lookingForUnsent, guest                   | none unsent    | leaving
  lookingForUnsent, empty cart              | empty cart     | lookingForUnsent
  lookingForUnsent, empty cart              | none unsent    | leaving
  awaitingShop, no shop yet                 | shop ready     | ${OPENED}
  awaitingShop, no shop yet                 | address gone   | ${OPENED}
  awaitingShop, no shop yet                 | guest shop     | leaving
  awaitingShop, no shop yet                 | empty cart     | leaving
  # The server refused the earlier order: the form offers to place it again.
  resuming, no shop yet                     | shop ready     | resuming
  resuming, no shop yet                     | resumed        | placed
  resuming, no shop yet                     | resume refused | awaitingShop
  resuming, customer                        | shop ready     | resuming
  resuming, customer                        | resumed        | placed
  resuming, customer                        | resume refused | ${OPENED}
`;

/**
 * Once open, checkout runs three regions side by side (promo code, delivery rates, the order), so this table is
 * written per region: a row says where one region goes on an event, and a region with no row for the event stays
 * where it is. A region's name carries the facts its guards read. A target without a region ('placed') is where
 * the whole machine goes.
 */
const regions = rows`
  promo.editing, promo typed              | apply promo        | promo.checking
  promo.checking, promo typed             | promo valid        | promo.applied
  promo.checking, promo typed             | promo expired      | promo.editing
  promo.checking, promo typed             | promo check failed | promo.editing
  promo.checking, promo typed             | promo server failed | promo.editing
  promo.applied, promo typed              | remove promo       | promo.editing
  delivery.loading                        | rates loaded       | delivery.ready
  delivery.loading                        | rates failed       | delivery.unavailable
  delivery.unavailable                    | retry rates        | delivery.loading
  # Place Order needs known rates (the ratesKnown guard): before the first answer it is not taken at all.
  order.ready, rates known, cash          | place order        | order.placingCash
  order.ready, rates known, card          | place order        | order.payingByCard
  order.placingCash, cash                 | order placed       | placed
  order.placingCash, cash                 | order failed       | order.ready
  order.placingCash, no address, cash     | order placed       | placed
  order.placingCash, no address, cash     | order failed       | order.ready
  order.payingByCard, card                | card failed        | order.ready
  order.payingByCard, no address, card    | card failed        | order.ready
`;

const regionFacts = (region: string, state: string, context: CheckoutContext) =>
  region === 'promo'
    ? [context.promoInput.trim() !== '' && 'promo typed']
    : region === 'order'
      ? [
          state === 'ready' && context.rates !== null && 'rates known',
          !context.shop?.address && 'no address',
          context.payment,
        ]
      : [];

const tables: RegionalModel = {
  parallel: 'open',
  outside: before,
  regions,
  outsideLabel: (snapshot) =>
    `${stateName(snapshot.value)}, ${shopLabel((snapshot.context as CheckoutContext).shop)}`,
  regionLabel: (region, state, snapshot) =>
    [`${region}.${state}`, ...regionFacts(region, state, snapshot.context as CheckoutContext)]
      .filter(Boolean)
      .join(', '),
};

describe('the checkout machine as a model (SPEC §2 Checkout, §4, §5, §9)', () => {
  // `entering` only decides where to go (`always`), so no snapshot rests in it.
  const resting = allStateIds(checkoutMachine).filter((id) => id !== 'checkout.entering');
  const cases = regionalModelTests(visits, tables, resting);

  it('never takes Place Order before the rates have answered (the ratesKnown guard)', () => {
    // Asking again after a failure keeps the fallback fee (SPEC §9), so only the first answer is waited for.
    const waiting = cases.filter(
      (c) => inParallel(tables, c.fromSnapshot) && (c.fromSnapshot.context as CheckoutContext).rates === null,
    );
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.filter((c) => c.event === 'place order')).toEqual([]);
  });
});

describe('the checkout machine behaviour', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  function start(
    shop: CheckoutShop,
    options: {
      promo?: unknown;
      promoFailures?: unknown[];
      found?: UnsentOrder | null;
      payment?: CheckoutInput['payment'];
    } = {},
  ) {
    const calls: string[] = [];
    const handed: CardHandOff[] = [];
    let answerRates: (value: DeliveryRate[]) => void = () => undefined;
    const provided = checkoutMachine.provide({
      actors: {
        watchShop: fromCallback(({ sendBack }) => sendBack({ type: 'shop.changed', shop })),
        findUnsentOrder: fromPromise(async () => options.found ?? null),
        validatePromo: fromPromise(async ({ input }) => {
          calls.push(`promo ${input.code}`);
          // What the services reject with: an object with the HTTP status, or the fetch's own error.
          if (options.promoFailures?.length) throw options.promoFailures.shift();
          return (options.promo ?? valid) as never;
        }),
        loadRates: fromPromise<DeliveryRate[], void>(() => new Promise((resolve) => (answerRates = resolve))),
        placeCashOrder: fromPromise(async ({ input }) => {
          calls.push(`cash ${input.key ?? 'new'} ${input.order.order_detail.total_price}`);
          return { orderId: '31' };
        }),
        payByCard: fromCallback(({ input }) => {
          handed.push(input);
        }),
      },
      actions: {
        goToLogin: () => calls.push('login'),
        goToCart: () => calls.push('cart'),
        showThankYou: () => calls.push('thankYou'),
      },
    });
    const input = { origin, ...(options.payment ? { payment: options.payment } : {}) };
    const actor = createActor(provided, { input, clock: new SimulatedClock() }).start();
    return { actor, calls, handed, ratesAnswer: (value: DeliveryRate[]) => answerRates(value) };
  }

  it('sends a guest to login and an empty cart back to the cart (SPEC §2 Checkout)', async () => {
    const guest = start(shops.guest);
    const empty = start(shops.emptyCart);
    await tick();
    expect(guest.calls).toEqual(['login']);
    expect(empty.calls).toEqual(['cart']);
  });

  it('cannot take Place Order until the delivery rates are known, then prices with them (SPEC §9)', async () => {
    const { actor, ratesAnswer } = start(shops.ready);
    await tick();
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.placeOrder' })).toBe(false);
    expect(actor.getSnapshot().context.price.fee).toBeNull();
    ratesAnswer(rates);
    await tick();
    expect(actor.getSnapshot().can({ type: 'user.placeOrder' })).toBe(true);
    // 0.2 kg × 1 KD/kg is below the 0.5 KD minimum.
    expect(actor.getSnapshot().context.price.totals).toEqual({
      subtotalFils: 3000,
      deliveryFils: 500,
      discountFils: 0,
      totalFils: 3500,
    });
  });

  it('trims the promo code, refuses an empty one, locks an applied one and reprices (SPEC §5 Promo code)', async () => {
    const { actor, calls, ratesAnswer } = start(shops.ready);
    await tick();
    ratesAnswer(rates);
    actor.send({ type: 'user.promoChanged', value: '   ' });
    actor.send({ type: 'user.applyPromo' });
    expect(actor.getSnapshot().context.promoError).toBe('pleaseEnterPromo');
    actor.send({ type: 'user.promoChanged', value: ' GULF25 ' });
    actor.send({ type: 'user.applyPromo' });
    await tick();
    expect(calls).toEqual(['promo GULF25']);
    expect(actor.getSnapshot().context.promo).toEqual({ code: 'GULF25', discount: 25 });
    expect(actor.getSnapshot().context.price.totals).toMatchObject({ discountFils: 750, totalFils: 2750 });
    expect(actor.getSnapshot().can({ type: 'user.promoChanged', value: 'X' })).toBe(false);
  });

  it("says 'Invalid or expired promo code' for an empty promo list (SPEC §5)", async () => {
    const { actor } = start(shops.ready, { promo: expired });
    await tick();
    actor.send({ type: 'user.promoChanged', value: 'EXPIRED50' });
    actor.send({ type: 'user.applyPromo' });
    await tick();
    expect(actor.getSnapshot().context.promoError).toBe('invalidOrExpiredPromo');
  });

  it("names the status of a promo check the server failed, and says 'Error validating promo code' without one (SPEC §8)", async () => {
    const failures: unknown[] = [{ status: 503, message: '/getPromoValid/GULF25: 503' }, fetchFailed];
    const { actor } = start(shops.ready, { promoFailures: failures });
    await tick();
    actor.send({ type: 'user.promoChanged', value: 'GULF25' });
    actor.send({ type: 'user.applyPromo' });
    await tick();
    expect(actor.getSnapshot().context).toMatchObject({
      promoError: 'failedToValidatePromo',
      promoErrorStatus: 503,
    });
    actor.send({ type: 'user.applyPromo' });
    await tick();
    expect(actor.getSnapshot().context).toMatchObject({
      promoError: 'errorValidatingPromo',
      promoErrorStatus: null,
    });
  });

  it('refuses to place an order without an address and names why (SPEC §5 Place order)', async () => {
    const { actor, calls, ratesAnswer } = start(shops.noAddress);
    await tick();
    ratesAnswer(rates);
    await tick();
    actor.send({ type: 'user.placeOrder' });
    expect(actor.getSnapshot().context.error).toBe('selectDeliveryAddress');
    expect(calls).toEqual([]);
  });

  it('places the cash order it priced and shows thanks (SPEC §4 Cash on delivery)', async () => {
    const { actor, calls, ratesAnswer } = start(shops.ready);
    await tick();
    ratesAnswer(rates);
    await tick();
    actor.send({ type: 'user.placeOrder' });
    await tick();
    expect(calls).toEqual(['cash new 3.5', 'thankYou']);
    expect(actor.getSnapshot().value).toBe('placed');
  });

  it('hands a card order and its payment request to the card payment, and hears back a failure (SPEC §4)', async () => {
    const { actor, handed, ratesAnswer } = start(shops.ready);
    await tick();
    ratesAnswer(rates);
    await tick();
    actor.send({ type: 'user.choosePayment', payment: 'card' });
    actor.send({ type: 'user.placeOrder' });
    await tick();
    expect(handed).toEqual([
      expect.objectContaining({
        order: expect.objectContaining({ order_detail: expect.objectContaining({ paymentType: 'card' }) }),
        request: expect.objectContaining({ InvoiceValue: 3.5, CallBackUrl: `${origin}/payment-callback` }),
      }),
    ]);
    expect(actor.getSnapshot().can({ type: 'user.placeOrder' })).toBe(false);
    actor.send({ type: 'card.failed', error: 'paymentInitTimedOut' });
    expect(actor.getSnapshot().context.paymentError).toBe('paymentInitTimedOut');
    expect(actor.getSnapshot().can({ type: 'user.placeOrder' })).toBe(true);
  });

  it('opens on cash, or on card for a shopper back to try a card payment again, who pays by card at once (SPEC §9)', async () => {
    expect(start(shops.ready).actor.getSnapshot().context.payment).toBe('cash');
    const { actor, handed, ratesAnswer } = start(shops.ready, { payment: 'card' });
    expect(actor.getSnapshot().context.payment).toBe('card');
    await tick();
    ratesAnswer(rates);
    await tick();
    actor.send({ type: 'user.placeOrder' });
    await tick();
    expect(handed.map((h) => h.order.order_detail.paymentType)).toEqual(['card']);
  });

  it('waits for a cash order an earlier visit left in the outbox instead of offering a second', async () => {
    const { actor, calls } = start(shops.ready, { found: unsent });
    await tick();
    await tick();
    expect(calls).toEqual(['cash k-1 3.5', 'thankYou']);
    expect(actor.getSnapshot().context.orderId).toBe('31');
  });
});
