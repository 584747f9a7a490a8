// Builds POST /order/store bodies the way the client does (src/domain/checkout/orderPayload.ts), with prices,
// weights and delivery rates read from the catalogue API, so the server's own reckoning agrees with them.
import { cartWeightKg } from '../../../src/domain/cart/cartWeight';
import { deliveryFee } from '../../../src/domain/checkout/deliveryFee';
import type { DeliveryRate } from '../../../src/domain/schemas';
import type { LoggedIn } from './customers';
import type { SeededApp } from './seeded-app';

export type LineSpec = { productId: number; variantId?: number; quantity: number };

export type OrderSpec = {
  lines: LineSpec[];
  /** The delivery country (Kuwait unless given); the fee is the shop's for it (SPEC §9) unless deliveryFils says. */
  country?: string;
  deliveryFils?: number;
  promo?: { code: string; percent: number };
  paymentType?: 'card' | 'cash';
  invoiceId?: string;
};

type ProductReply = {
  data: { price: number; name: string; name_en: string; image: string; weight: number };
  variant_system: { optimized_variants: { id: number; effective_price: number }[] };
};

export type BuiltOrder = {
  body: { order_detail: Record<string, unknown>; product_details: Record<string, unknown>[] };
  totalFils: number;
};

// The seed never changes during a file, so each product is read once per app.
const productCache = new WeakMap<SeededApp, Map<number, ProductReply>>();

async function productOf(shop: SeededApp, id: number): Promise<ProductReply> {
  const cache = productCache.get(shop) ?? new Map<number, ProductReply>();
  productCache.set(shop, cache);
  const cached = cache.get(id);
  if (cached) return cached;
  const { body } = await shop.get<ProductReply>(`/api/getProductById/${id}`);
  cache.set(id, body);
  return body;
}

const rateCache = new WeakMap<SeededApp, DeliveryRate[]>();

async function ratesOf(shop: SeededApp): Promise<DeliveryRate[]> {
  const cached = rateCache.get(shop);
  if (cached) return cached;
  const { body } = await shop.get<{ data: DeliveryRate[] }>('/api/deliveryCharges_admin');
  rateCache.set(shop, body.data);
  return body.data;
}

/** SPEC §9 delivery fee of these lines to `country`, as checkout computes it. */
export async function shopDeliveryFils(
  shop: SeededApp,
  lines: readonly LineSpec[],
  subtotalFils: number,
  country = 'Kuwait',
): Promise<number> {
  const weighed = [];
  for (const line of lines) {
    const product = await productOf(shop, line.productId);
    weighed.push({
      weight: product.data.weight,
      product_weight: null,
      quantity: line.quantity,
      counter: null,
    });
  }
  return deliveryFee({ country, weightKg: cartWeightKg(weighed), subtotalFils, rates: await ratesOf(shop) })
    .fils;
}

const kd = (fils: number) => fils / 1000;
const fils = (amount: number) => Math.round(amount * 1000);

export async function buildOrder(shop: SeededApp, customer: LoggedIn, spec: OrderSpec): Promise<BuiltOrder> {
  const productDetails: Record<string, unknown>[] = [];
  let subtotalFils = 0;
  for (const line of spec.lines) {
    const body = await productOf(shop, line.productId);
    const variant = body.variant_system.optimized_variants.find((item) => item.id === line.variantId);
    const unitFils = fils(variant ? variant.effective_price : body.data.price);
    subtotalFils += unitFils * line.quantity;
    productDetails.push({
      id: line.productId,
      name: body.data.name,
      price: kd(unitFils),
      quantity: line.quantity,
      image: body.data.image,
      title: body.data.name,
      psize: null,
      psize_price: null,
      pcolor: null,
      v_id: line.variantId ?? null,
      odoo_id: null,
    });
  }
  const country = spec.country ?? 'Kuwait';
  const deliveryFils = spec.deliveryFils ?? (await shopDeliveryFils(shop, spec.lines, subtotalFils, country));
  const discountFils = spec.promo
    ? Math.min(subtotalFils, Math.round((subtotalFils * spec.promo.percent) / 100))
    : 0;
  const totalFils = subtotalFils + deliveryFils - discountFils;
  return {
    totalFils,
    body: {
      order_detail: {
        user_id: customer.id,
        address: 'Street 12, Building 4, Salmiya, Hawalli, Kuwait',
        delivery_price: kd(deliveryFils),
        discount: kd(discountFils),
        promo_code: spec.promo?.code ?? null,
        email: null,
        order_status: 'confirmed',
        payment_status: 'pending',
        subtotal_price: kd(subtotalFils),
        total_price: kd(totalFils),
        full_name: 'Noura Al-Sabah',
        phone_number: '96551234567',
        paymentType: spec.paymentType ?? 'cash',
        Avenue: 'Street 12',
        cityTown: 'Salmiya',
        countryName: country,
        region: 'Hawalli',
        theHome: null,
        theStreet: 'Street 12',
        ...(spec.invoiceId ? { invoice_id: spec.invoiceId } : {}),
      },
      product_details: productDetails,
    },
  };
}

/** Initiates a card payment of `amount` KD for the customer and settles it on the hosted page. */
export async function cardPayment(
  shop: SeededApp,
  customer: LoggedIn,
  amount: number,
  outcome: 'pay' | 'decline' | 'none' = 'pay',
): Promise<string> {
  const initiated = await shop.post<{ Data: { invoiceId: string } }>(
    '/api/payment/initiate',
    {
      InvoiceValue: amount,
      CustomerName: 'Noura',
      CustomerEmail: 'noura@example.com',
      CustomerMobile: '96551234567',
      CustomerReference: null,
      Language: 'en',
      DisplayCurrencyIso: 'KWD',
      CallBackUrl: '/payment-callback',
      ErrorUrl: '/payment-error',
      orderId: null,
    },
    { token: customer.token },
  );
  const invoiceId = initiated.body.Data.invoiceId;
  if (outcome !== 'none') await attemptOn(shop, invoiceId, outcome);
  return invoiceId;
}

/** Pay or Decline on the hosted page: where it sends the shopper back, and the PaymentId it sends them with. */
export async function attemptOn(
  shop: SeededApp,
  invoiceId: string,
  outcome: 'pay' | 'decline',
): Promise<{ location: URL; paymentId: string }> {
  // Not followed, so a shop reached over HTTP answers with the redirect too; a relative Location is the shop's.
  const response = await shop.request(`/api/pay/${invoiceId}/${outcome}?lang=en`, {
    method: 'POST',
    redirect: 'manual',
  });
  const location = new URL(response.headers.get('Location') ?? '', 'http://shop.invalid');
  return { location, paymentId: location.searchParams.get('paymentId') ?? '' };
}

/** A SPEC §7 POST /payment/initiate body of 5 KD for Noura, with relative return URLs unless `changes` say. */
export const paymentInitiateBody = (changes: Record<string, unknown> = {}) => ({
  InvoiceValue: 5,
  CustomerName: 'Noura',
  CustomerEmail: 'noura@example.com',
  CustomerMobile: '96551234567',
  Language: 'en',
  DisplayCurrencyIso: 'KWD',
  CallBackUrl: '/payment-callback',
  ErrorUrl: '/payment-error',
  ...changes,
});
