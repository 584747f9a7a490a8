/**
 * What the browser tests set up through the API (API.md) before they open a page: the seeded catalogue's walk
 * targets and plain products, and a customer with a saved address and a placed cash order; and the steps on the
 * login screen and a product page several of them take.
 */
import type { Page } from 'playwright-core';
import { allTranslations } from '../locales/allTranslations';
import { cashOrderBody } from '../support/cashOrderBody';

export const locales = allTranslations;
export type Lang = keyof typeof locales;

/** A nested key of a locale file, read the way i18next does with `{{name}}` filled in. */
export function say(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = locales[lang];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${lang}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

export function shopApi(shopUrl: string) {
  const get = async <T>(path: string): Promise<T> =>
    (await (await fetch(`${shopUrl}/api${path}`)).json()) as T;
  const post = async <T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> => {
    const response = await fetch(`${shopUrl}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return { get, post };
}

type ApiCategory = { id: number; name: string; name_en: string; childrens?: ApiCategory[] };
type ApiProduct = {
  data?: { price: number; name: string; name_en?: string; quantity?: number | string } | null;
  variant_system?: {
    has_variants?: boolean;
    optimized_variants?: { stock_quantity?: number; is_available?: boolean }[];
  } | null;
};

export interface CatalogueTargets {
  top: ApiCategory;
  sub: ApiCategory;
  /** A product with at least two variants in stock, and its names. */
  withVariants: { id: number; name: string; nameEn: string };
  /** A product without variants, in stock. */
  plain: { id: number; name: string; nameEn: string };
}

export async function catalogueTargets(shopUrl: string): Promise<CatalogueTargets> {
  const { get } = shopApi(shopUrl);
  const tree = (await get<{ data: ApiCategory[] }>('/getAllCatesWithSub')).data;
  const top = tree.find((category) => (category.childrens?.length ?? 0) > 0);
  const sub = top?.childrens?.[0];
  if (!top || !sub) throw new Error('the seed has no category with subcategories');
  let withVariants: CatalogueTargets['withVariants'] | null = null;
  let plain: CatalogueTargets['plain'] | null = null;
  for (let id = 1; id <= 80 && (withVariants === null || plain === null); id++) {
    const answer = await get<ApiProduct>(`/getProductById/${id}`).catch(() => null);
    const data = answer?.data;
    if (!data) continue;
    const names = { id, name: data.name, nameEn: data.name_en || data.name };
    const system = answer.variant_system;
    const inStock = (system?.optimized_variants ?? []).filter(
      (v) => v.is_available && (v.stock_quantity ?? 0) > 2,
    );
    if (system?.has_variants && inStock.length >= 2 && withVariants === null) withVariants = names;
    if (!system?.has_variants && Number(data.quantity ?? 0) > 2 && plain === null) plain = names;
  }
  if (!withVariants || !plain) throw new Error('the seed has no suitable products');
  return { top, sub, withVariants, plain };
}

/**
 * A cash order of one product (product 1 unless told) at its catalogue price, placed from Node the way the
 * checkout calls the API (API.md Orders), by a customer logged in through the API as a second device would. It
 * costs one of the five codes a phone may ask for in ten minutes.
 */
export async function placeCashOrder(
  shopUrl: string,
  phone: string,
  fullName = 'Noura',
  productId = 1,
): Promise<{ orderId: number; user: { token: string; id: number } }> {
  const { get, post } = shopApi(shopUrl);
  const sent = await post<{ otp: string }>('/customer/send-otp', { phone, token: '' });
  const { data: user } = await post<{ data: { token: string; id: number } }>('/customer/verify-otp', {
    phone,
    otp: sent.otp,
    token: '',
  });
  const product = await get<{ data: { price: number; name: string } }>(`/getProductById/${productId}`);
  const order = await post<{ data: number }>(
    '/order/store',
    cashOrderBody({ userId: user.id, phone, fullName, product: { id: productId, ...product.data } }),
    { authorization: `Bearer ${user.token}`, 'idempotency-key': `e2e-${phone}` },
  );
  return { orderId: Number(order.data), user };
}

/** A new phone number in Kuwait, as typed on the login screen (8 digits). */
export const newLocalPhone = () => `5${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

export interface Customer {
  /** The local number (Kuwait), as typed on the login screen. */
  local: string;
  phone: string;
  fullName: string;
  orderId: number;
}

/** A new customer with one placed cash order (placeCashOrder) and one saved address, both made through the API. */
export async function customerWithOrder(shopUrl: string): Promise<Customer> {
  const local = newLocalPhone();
  const phone = `+965${local}`;
  const fullName = `Noura ${local}`;
  const { orderId, user } = await placeCashOrder(shopUrl, phone, fullName);
  await saveAddress(shopUrl, user, phone, fullName);
  return { local, phone, fullName, orderId };
}

/** A delivery address in Salmiya saved for `user` through the API, as another device would. */
export async function saveAddress(
  shopUrl: string,
  user: { token: string; id: number },
  phone: string,
  fullName: string,
): Promise<void> {
  await shopApi(shopUrl).post(
    '/address/store',
    {
      user_id: user.id,
      full_name: fullName,
      phone,
      street: 'Street 12',
      area: 'Salmiya',
      city: 'Salmiya',
      governorate: 'Hawalli',
      country: 'Kuwait',
      address: 'Building 4',
      latitude: 29.33,
      longitude: 48.07,
    },
    { authorization: `Bearer ${user.token}` },
  );
}

/**
 * SPEC §2 Login through the screen: the phone, Send code, the demo code typed into the four boxes, Verify. The
 * page must already be on /login; `onCodeStep` runs while the code boxes show.
 */
export async function logInOnScreen(
  page: Page,
  lang: Lang,
  local: string,
  onCodeStep?: () => Promise<void>,
): Promise<void> {
  const code = await requestCodeOnScreen(page, lang, local);
  await onCodeStep?.();
  await enterCodeOnScreen(page, lang, code);
}

/** The login screen's phone step: sends the code and reads the demo code it shows. */
export async function requestCodeOnScreen(page: Page, lang: Lang, local: string): Promise<string> {
  await page.getByLabel(say(lang, 'login.phone')).fill(local);
  await page.getByRole('button', { name: say(lang, 'login.sendCode') }).click();
  return (await page.getByTestId('demo-code').textContent({ timeout: 20_000 })) ?? '';
}

/** The login screen's code step: types the code (its fourth digit sends it) and waits to be sent on. */
export async function enterCodeOnScreen(page: Page, lang: Lang, code: string): Promise<void> {
  await page.getByRole('textbox', { name: say(lang, 'login.digit', { number: 1, total: 4 }) }).click();
  await page.keyboard.type(code, { delay: 30 });
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
}

export type PlainProduct = { id: number; name_en: string; quantity: number; has_variants: boolean };

/** Two plain products in stock among the seeded arrivals: no variant to choose, so one press adds each. */
export async function plainProducts(shopUrl: string): Promise<[PlainProduct, PlainProduct]> {
  const arrivals = (await (await fetch(`${shopUrl}/api/getArrivals`)).json()) as {
    data: { products: PlainProduct[] }[];
  };
  const plain = arrivals.data
    .flatMap((entry) => entry.products)
    .filter((product) => !product.has_variants && product.quantity > 2);
  const [first, second] = [...new Map(plain.map((product) => [product.id, product])).values()];
  if (!first || !second) throw new Error('the seeded arrivals have fewer than two plain products in stock');
  return [first, second];
}

/** Adds `product` from its page, in English, and waits for the button to say so. */
export async function addToCartOnPage(page: Page, shopUrl: string, product: PlainProduct): Promise<void> {
  await page.goto(`${shopUrl}/product/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Added' }).waitFor({ timeout: 10_000 });
}
