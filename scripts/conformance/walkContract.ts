/**
 * Walks a backend through the shop's contract (server/contract/contractCalls.ts), as `npm run conformance` does:
 * the catalogue calls, then the login with a test account and a customer's whole round (name, an address, a cash
 * order read back, a card payment opened, the customer's log), each call with a request it should answer and
 * requests it should refuse, every answer checked against the contract's document. What it leaves behind is the
 * test customer's own: the order it places, an unpaid card invoice, the name it sets; the address and the log
 * events it makes it deletes again. It sends no analytics event (it could not take one back), and no `lines` with
 * a payment (they would hold stock for half an hour).
 */
import { contractCalls } from '../../server/contract/contractCalls';
import { openApiDocument } from '../../server/contract/openApiDocument';
import type { DeliveryRate } from '../../src/domain';
import { answerCheck } from './answerCheck';
import { CallChecks } from './callChecks';
import {
  type ConformanceReport,
  callOutcome,
  type Outcome,
  type PartReport,
  runPassed,
} from './conformanceReport';
import { customerRound, type Session } from './customerRound';
import {
  call,
  type Json,
  type Listed,
  messageOf,
  orderable,
  type Product,
  truthy,
  unknownId,
  unknownRecord,
} from './walkRequests';

export type WalkOptions = {
  /** The API base the shop's VITE_API_BASE would name, e.g. http://127.0.0.1:8787/api. */
  base: string;
  /** The test account's phone, in the international form the shop sends (+965…). */
  phone: string;
  /** The test account's code, for a backend whose send-otp does not return it (a fixed code of a test phone). */
  otp?: string;
  fetch?: typeof fetch;
};

export async function walkContract(options: WalkOptions): Promise<ConformanceReport> {
  const base = options.base.replace(/\/$/, '');
  const checks = new CallChecks(base, answerCheck(openApiDocument()), options.fetch);
  const parts: PartReport[] = [];
  const leftBehind: string[] = [];
  const notePart = (operationId: string, outcome: Outcome, detail?: string) => {
    const owner = call(operationId);
    const [optional] = owner.optionalParts ?? [];
    if (optional)
      parts.push({
        call: `${owner.method.toUpperCase()} ${owner.path}`,
        part: optional.name,
        without: optional.without,
        outcome,
        ...(detail ? { detail } : {}),
      });
  };

  // The catalogue
  for (const name of [
    'getBanners',
    'getFeaturedCategories',
    'getAllCatesWithSubWeb',
    'getListSubTwoCategory',
    'getSections',
    'getReels',
    'getHomeCategories',
    'getArrivals',
    'getDeliveryEstimates',
  ])
    await checks.answers(call(name), {}, 'answers');
  const rates =
    (await checks.answers<{ data: DeliveryRate[] }>(call('getDeliveryCharges'), {}, 'answers'))?.data ?? [];
  const tree = await checks.answers<{ data: Listed[] }>(call('getAllCatesWithSub'), {}, 'answers');

  const categoryProducts = call('getCategoryProducts');
  let product: Product | undefined;
  let anyVariantOptions = false;
  for (const category of (tree?.data ?? []).slice(0, 12)) {
    const listed = await checks.answers<{ data: { products: Product[] } }>(
      categoryProducts,
      { params: { id: category.id } },
      `answers for category ${category.id}`,
    );
    anyVariantOptions ||= (listed?.data.products ?? []).some((item) => Array.isArray(item.variant_options));
    product = listed?.data.products.find(orderable);
    if (product) break;
  }
  if (!tree?.data.length) checks.skip(categoryProducts, 'answers', 'no category to ask for');
  await checks.refuses(categoryProducts, { params: { id: 'abc' } }, 'refuses a malformed id');
  await checks.refuses(
    categoryProducts,
    { params: { id: unknownId } },
    'refuses an unknown id',
    unknownRecord,
  );

  const byId = call('getProductById');
  const hasVariants = call('hasVariants');
  const search = call('getProductName');
  if (product) {
    const chosen = product;
    const answer = await checks.answers<{ data: Product }>(
      byId,
      { params: { id: chosen.id } },
      'answers',
      (json) =>
        Number(json.data.id) === Number(chosen.id)
          ? undefined
          : `asked for ${chosen.id}, answered ${json.data.id}`,
    );
    if (answer) product = { ...chosen, ...answer.data };
    await checks.answers(hasVariants, { params: { id: chosen.id } }, 'answers');
    const word = (chosen.name_en || chosen.name || '').split(/\s+/)[0] ?? '';
    await checks.answers(search, { query: { name: word } }, `answers a search for "${word}"`);
  } else {
    for (const each of [byId, hasVariants, search])
      checks.skip(each, 'answers', 'no product in stock without variants among the first categories');
  }
  notePart(
    'getProductById',
    anyVariantOptions ? 'pass' : 'missing',
    anyVariantOptions ? undefined : 'no product carries it',
  );
  await checks.refuses(byId, { params: { id: 'abc' } }, 'refuses a malformed id');
  await checks.refuses(byId, { params: { id: unknownId } }, 'refuses an unknown id', unknownRecord);
  await checks.refuses(hasVariants, { params: { id: 'abc' } }, 'refuses a malformed id');

  const promo = call('getPromoValid');
  await checks.answers(promo, { params: { code: 'NO-SUCH-CODE-0' } }, 'answers an unknown code', (json) =>
    truthy(json.status) ? 'took an unknown code' : undefined,
  );
  await checks.refuses(promo, { params: { code: '<no code>' } }, 'refuses a malformed code');

  const changes = call('getCatalogueChanges');
  await checks.answers(changes, {}, 'answers the whole catalogue');
  await checks.refuses(changes, { query: { limit: '0' } }, 'refuses a page of no products');
  const geocode = call('reverseGeocode');
  await checks.answers(
    geocode,
    { query: { lat: '29.3759', lng: '47.9774' } },
    'answers a point in Kuwait City',
  );
  await checks.refuses(
    geocode,
    { query: { lat: 'north', lng: '47.9774' } },
    'refuses a latitude that is no number',
  );
  await checks.refuses(
    call('postEvent'),
    { body: { type: '', at: 'yesterday', payload: [] } },
    'refuses an event of no type (no valid event is sent: it would stay)',
  );

  // The login
  const sendOtp = call('sendOtp');
  const verifyOtp = call('verifyOtp');
  await checks.refuses(
    sendOtp,
    { body: { phone: 'not a phone', token: '' } },
    'refuses a phone that is no number',
  );
  await checks.refuses(
    verifyOtp,
    { body: { phone: options.phone, otp: 'four', token: '' } },
    'refuses a code of letters',
  );
  const sent = await checks.answers<{ otp?: unknown }>(
    sendOtp,
    { body: { phone: options.phone, token: '' } },
    'sends a code to the test phone',
    (json) => (truthy((json as Json).success) ? undefined : `success is not true${messageOf(json)}`),
  );
  const code = typeof sent?.otp === 'string' && sent.otp !== '' ? sent.otp : options.otp;
  const account = `${options.phone}, ${sent?.otp ? 'its code from the demo answer' : options.otp ? 'its code from CONFORMANCE_OTP' : 'no code'}`;
  let session: Session | undefined;
  if (code) {
    const verified = await checks.answers<{ data?: Json }>(
      verifyOtp,
      { body: { phone: options.phone, otp: code, token: '' } },
      'logs the test account in',
      (json) =>
        truthy((json as Json).success) && typeof json.data?.token === 'string'
          ? undefined
          : `no token${messageOf(json)}`,
    );
    const data = verified?.data;
    if (data && typeof data.token === 'string')
      session = {
        token: data.token,
        userId: data.id ?? data.userId,
        phone: typeof data.phone === 'string' ? data.phone : options.phone,
      };
  } else checks.skip(verifyOtp, 'logs the test account in', 'no code: set CONFORMANCE_OTP');

  if (session) await customerRound({ checks, base, leftBehind, notePart }, session, { product, rates });
  else
    for (const each of contractCalls)
      if (each.caller === 'customer')
        checks.skip(each, 'answers the test customer', 'no test customer logged in');

  const calls = contractCalls.map((each) => {
    const made = checks.of(each);
    const recorded =
      made.length > 0
        ? made
        : [
            {
              what: 'a check',
              outcome: 'skipped' as const,
              detail:
                'the walk asks nothing of this call: add it to scripts/conformance/walkContract.ts or customerRound.ts',
            },
          ];
    return {
      call: `${each.method.toUpperCase()} ${each.path}`,
      need: each.need,
      ...(each.without ? { without: each.without } : {}),
      outcome: callOutcome(recorded),
      checks: recorded,
    };
  });
  return { base, account, calls, parts, leftBehind, passed: runPassed(calls) };
}
