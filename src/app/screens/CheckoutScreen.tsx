import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import {
  buildOrderPayload,
  buildPaymentRequest,
  cartItemCount,
  cartLineName,
  cartSubtotalFils,
  cartWeightKg,
  type DeliveryFee,
  deliveryFee,
  formatKd,
  isLoggedIn,
  lineQuantity,
  lineTotalFils,
  loginPath,
  type OrderStorePayload,
  type OrderTotals,
  orderTotals,
  type ProjectionState,
  promoDiscountFils,
} from '../../domain';
import { checkoutMachine, type PaymentChoice } from '../../machines/checkout.machine';
import { placeCashOrder } from '../checkout/placeCashOrder';
import { useUnsentCashOrder } from '../checkout/useUnsentCashOrder';
import { useLanguage } from '../components/useLanguage';
import { useDatabase } from '../data/DatabaseContext';
import { useEventLog, useShopState } from '../data/EventLogContext';
import { useSync } from '../data/SyncContext';
import { useShopMachine } from '../machines/useShopMachine';
import { paymentErrorText, useCardPayment } from '../payment';
import '../checkout/Checkout.css';

const CHECKOUT_PATH = '/checkout';
const ADDRESS_PICKER = '/address-list?mode=add';
const PROMO_KEYS = new Set([
  'pleaseEnterPromo',
  'invalidOrExpiredPromo',
  'invalidPromo',
  'errorValidatingPromo',
]);

/**
 * SPEC §2 Checkout: address, items, promo, order summary, payment method and Place Order, driven by the checkout
 * machine. Cash orders go through the outbox (placeCashOrder); a card payment is handed to the cardPayment machine,
 * which stores the pending order and sends the shopper to the provider's page (SPEC §4 Checkout flows).
 */
export function CheckoutScreen() {
  const { t } = useTranslation();
  const state = useShopState();
  const unsent = useUnsentCashOrder();
  if (state === null || unsent.kind === 'loading')
    return <p className="checkout__loading">{t('common.loading')}</p>;
  if (unsent.kind === 'waiting') return <UnsentOrder orderKey={unsent.key} />;
  return <CheckoutForm state={state} />;
}

/** An earlier cash order still in the outbox: wait for it, then clear the cart and thank, as placing it would. */
function UnsentOrder({ orderKey }: { orderKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const db = useDatabase();
  const eventLog = useEventLog();
  useEffect(() => {
    let current = true;
    db.events
      .findOne(orderKey)
      .exec()
      .then(async (doc) => {
        const order = doc?.toJSON().payload.order as OrderStorePayload | undefined;
        if (!order) return;
        const placed = await placeCashOrder(order, { db, eventLog, onWaiting: () => undefined }, orderKey);
        if (current) navigate('/thank-you', { replace: true, state: { orderId: placed.orderId } });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [db, eventLog, navigate, orderKey]);
  return (
    <section className="status-screen" aria-labelledby="unsent-order-title">
      <h1 id="unsent-order-title" className="status-screen__title">
        {t('checkout.title')}
      </h1>
      <p className="status-screen__body" role="status">
        {t('checkout.waitingOnline')}
      </p>
      <Link className="button" to="/orders">
        {t('payment.viewOrders')}
      </Link>
    </section>
  );
}

function factsOf(state: ProjectionState) {
  return {
    loggedIn: isLoggedIn(state.session),
    hasAddress: state.addresses.selected !== null,
    cartCount: cartItemCount(state.cart.cartProducts),
  };
}

interface Latest {
  state: ProjectionState;
  totals: OrderTotals;
}

/** The order as the checkout shows it now, for the given payment method. */
function orderFrom(now: Latest, paymentMethod: 'cash' | 'card', promoCode: string | null) {
  return buildOrderPayload({
    userId: now.state.session.userId,
    address: now.state.addresses.selected,
    items: now.state.cart.cartProducts,
    totals: now.totals,
    paymentMethod,
    promoCode,
  });
}

function CheckoutForm({ state }: { state: ProjectionState }) {
  const { t, i18n } = useTranslation();
  const { lang } = useLanguage();
  const navigate = useNavigate();
  const sync = useSync();
  const db = useDatabase();
  const eventLog = useEventLog();
  const [waitingOffline, setWaitingOffline] = useState(false);
  const latest = useRef<Latest | null>(null);
  const [prepareProblem, setPrepareProblem] = useState<string | null>(null);
  const card = useCardPayment({ onThankYou: () => undefined });
  const cardRef = useRef(card);
  cardRef.current = card;

  const machine = useMemo(
    () =>
      checkoutMachine.provide({
        actors: {
          validatePromo: fromPromise(({ input }: { input: { code: string } }) =>
            sync.validatePromo(input.code),
          ),
          loadRates: fromPromise(() => sync.deliveryRates()),
          placeCashOrder: fromPromise(async ({ input }) => {
            const now = latest.current;
            if (!now) throw new Error('checkout is not ready');
            const built = orderFrom(now, 'cash', input.promo?.code ?? null);
            if (!built.ok) throw new Error(built.key);
            return placeCashOrder(built.payload, { db, eventLog, onWaiting: setWaitingOffline });
          }),
        },
        actions: {
          goToLogin: () => navigate(loginPath(CHECKOUT_PATH), { replace: true }),
          goToCart: () => navigate('/cart', { replace: true }),
          startCardPayment: (_, promo) => {
            const now = latest.current;
            const built = now ? orderFrom(now, 'card', promo?.code ?? null) : null;
            if (!now || !built?.ok) {
              setPrepareProblem(built && !built.ok ? built.key : 'failedToPrepareOrder');
              return;
            }
            setPrepareProblem(null);
            const { snapshot: cardNow, send: sendCard } = cardRef.current;
            if (cardNow.matches('failed')) sendCard({ type: 'user.retry' });
            const { session } = now.state;
            sendCard({
              type: 'user.pay',
              order: built.payload,
              request: buildPaymentRequest({
                order: built.payload,
                userName: session.userName,
                mobile: session.mobile,
                origin: window.location.origin,
              }),
            });
          },
          showThankYou: ({ context }) =>
            navigate('/thank-you', { replace: true, state: { orderId: context.orderId } }),
        },
      }),
    [sync, db, eventLog, navigate],
  );
  const [snapshot, send, actor] = useShopMachine(machine, { input: factsOf(state) });
  const facts = factsOf(state);
  const { loggedIn, hasAddress, cartCount } = facts;

  useEffect(() => {
    // After leaving (to login or the cart) the machine has stopped and hears nothing more.
    if (actor.getSnapshot().status !== 'active') return;
    send({ type: 'checkout.changed', facts: { loggedIn, hasAddress, cartCount } });
  }, [actor, send, loggedIn, hasAddress, cartCount]);

  // A card payment that could not start hands the order back, so Place Order can be pressed again.
  const handedToCard = snapshot.matches({ open: { order: 'handedToCard' } });
  const cardFailed = card.snapshot.matches('failed');
  useEffect(() => {
    if (handedToCard && (cardFailed || prepareProblem !== null)) send({ type: 'user.retry' });
  }, [handedToCard, cardFailed, prepareProblem, send]);

  const { context } = snapshot;
  const items = state.cart.cartProducts;
  const address = state.addresses.selected;
  const subtotal = cartSubtotalFils(items);
  const fee: DeliveryFee | null =
    context.rates === null
      ? null
      : deliveryFee({
          country: address?.country,
          weightKg: cartWeightKg(items),
          subtotalFils: subtotal,
          rates: context.rates,
        });
  const discount = context.promo ? promoDiscountFils(subtotal, context.promo.discount) : 0;
  const totals = orderTotals(subtotal, fee?.fils ?? 0, discount);
  latest.current = { state, totals };

  if (!snapshot.matches('open')) return <p className="checkout__loading">{t('common.loading')}</p>;

  const promoApplied = snapshot.matches({ open: { promo: 'applied' } });
  const promoChecking = snapshot.matches({ open: { promo: 'checking' } });
  const placing = snapshot.matches({ open: { order: 'placingCash' } });
  const cardBusy = !cardFailed && handedToCard;
  const cardError = cardFailed ? card.snapshot.context.error : prepareProblem;
  const errorText = context.error
    ? t(`checkout.errors.${context.error}`)
    : cardError
      ? paymentErrorText(cardError, t, i18n)
      : '';
  const progressText = placing
    ? waitingOffline
      ? t('checkout.waitingOnline')
      : t('checkout.placing')
    : cardBusy
      ? card.snapshot.matches('initiating')
        ? t('payment.starting')
        : t('payment.redirecting')
      : '';
  const promoError = context.promoError
    ? PROMO_KEYS.has(context.promoError)
      ? t(`checkout.promo.errors.${context.promoError}`)
      : context.promoError
    : '';

  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="checkout__title">
        {t('checkout.title')}
      </h1>

      <section className="checkout__section" aria-labelledby="checkout-address">
        <div className="checkout__section-head">
          <h2 id="checkout-address">{t('checkout.address.title')}</h2>
          <Link className="button" to={ADDRESS_PICKER}>
            {address ? t('checkout.address.change') : t('checkout.address.add')}
          </Link>
        </div>
        {address ? (
          <address className="checkout__address" data-testid="checkout-address">
            <strong>{address.fullName}</strong>
            <span>
              {[address.street, address.piece, address.city, address.area, address.country]
                .filter(Boolean)
                .join(', ')}
            </span>
            {address.phone ? <bdi dir="ltr">{address.phone}</bdi> : null}
          </address>
        ) : (
          <p className="checkout__muted">{t('checkout.address.none')}</p>
        )}
      </section>

      <section className="checkout__section" aria-labelledby="checkout-items">
        <h2 id="checkout-items">{t('checkout.items.title')}</h2>
        <ul className="checkout__items">
          {items.map((item) => (
            <li key={item.id} className="checkout__item">
              <span className="checkout__item-name">{cartLineName(item, lang)}</span>
              <span className="checkout__muted">
                {t('checkout.items.quantity', { count: lineQuantity(item) })}
              </span>
              <span>{formatKd(lineTotalFils(item), lang)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="checkout__section" aria-labelledby="checkout-promo">
        <h2 id="checkout-promo">{t('checkout.promo.title')}</h2>
        <form
          className="checkout__promo"
          onSubmit={(event) => {
            event.preventDefault();
            if (!promoApplied) send({ type: 'user.applyPromo' });
          }}
        >
          <input
            aria-label={t('checkout.promo.label')}
            value={promoApplied && context.promo ? context.promo.code : context.promoInput}
            readOnly={promoApplied || promoChecking}
            aria-invalid={promoError !== ''}
            aria-describedby="checkout-promo-message"
            onChange={(event) => send({ type: 'user.promoChanged', value: event.target.value })}
          />
          {promoApplied ? (
            <button type="button" className="button" onClick={() => send({ type: 'user.removePromo' })}>
              {t('checkout.promo.remove')}
            </button>
          ) : (
            <button type="submit" className="button" disabled={promoChecking}>
              {promoChecking ? t('checkout.promo.checking') : t('checkout.promo.apply')}
            </button>
          )}
        </form>
        <p
          id="checkout-promo-message"
          className={promoError ? 'checkout__error' : 'checkout__success'}
          role="status"
        >
          {promoError ||
            (promoApplied && context.promo
              ? t('checkout.promo.applied', { code: context.promo.code, discount: context.promo.discount })
              : '')}
        </p>
      </section>

      <section className="checkout__section" aria-labelledby="checkout-summary">
        <h2 id="checkout-summary">{t('checkout.summary.title')}</h2>
        <dl className="checkout__summary">
          <div>
            <dt>{t('checkout.summary.subtotal')}</dt>
            <dd data-testid="summary-subtotal">{formatKd(totals.subtotalFils, lang)}</dd>
          </div>
          <div>
            <dt>{t('checkout.summary.delivery')}</dt>
            <dd data-testid="summary-delivery">
              {fee === null
                ? '…'
                : fee.kind === 'free'
                  ? t('checkout.summary.free')
                  : formatKd(fee.fils, lang)}
            </dd>
          </div>
          <div>
            <dt>{t('checkout.summary.discount')}</dt>
            <dd data-testid="summary-discount">{formatKd(totals.discountFils, lang)}</dd>
          </div>
          <div className="checkout__total">
            <dt>{t('checkout.summary.total')}</dt>
            <dd data-testid="summary-total">{formatKd(totals.totalFils, lang)}</dd>
          </div>
        </dl>
        {context.rates === 'unavailable' ? (
          <p className="checkout__muted">
            {t('checkout.summary.ratesFailed')}{' '}
            <button type="button" className="button" onClick={() => send({ type: 'user.retry' })}>
              {t('checkout.summary.retryRates')}
            </button>
          </p>
        ) : null}
      </section>

      <fieldset className="checkout__section checkout__payment">
        <legend>{t('checkout.payment.title')}</legend>
        {(['cash', 'card'] as PaymentChoice[]).map((payment) => (
          <label key={payment} className="checkout__payment-option">
            <input
              type="radio"
              name="payment"
              value={payment}
              checked={context.payment === payment}
              disabled={placing || cardBusy}
              onChange={() => send({ type: 'user.choosePayment', payment })}
            />
            {t(`checkout.payment.${payment}`)}
          </label>
        ))}
      </fieldset>

      <div className="checkout__bar">
        <p className="checkout__error" role="alert">
          {errorText}
        </p>
        <p className="checkout__muted" role="status">
          {progressText}
        </p>
        <button
          type="button"
          className="button checkout__place"
          disabled={placing || cardBusy || context.rates === null}
          onClick={() => send({ type: 'user.placeOrder' })}
        >
          {t('checkout.placeOrder')}
        </button>
      </div>
    </section>
  );
}
