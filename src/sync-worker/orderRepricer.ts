/**
 * A cash order waits in the outbox with the amounts its shopper agreed to, which checkout may have reckoned
 * without the server (offline, the standard 2 KD fee stands in for rates it could not fetch). Before its first
 * attempt the leader's outbox prices it again with the server's amounts (the products, the delivery rates, the
 * promo) by the domain's rule (`repriceOrder`) and records the outcome as a fact of its own: OrderRepriced, the
 * body every attempt under the order's key then sends, or OrderNeedsAttention, when the order must wait for its
 * shopper. Nothing is decided without the server's amounts: while they cannot be read, the order keeps waiting.
 * A card order is paid already, for the amount paid: it is sent as it is.
 */
import type { EventLog, ShopDatabase, SyncError } from '../db';
import {
  interpretPromoResponse,
  type LineNow,
  type OrderStorePayload,
  OrderStorePayloadSchema,
  ProductByIdResponseSchema,
  type RepricingInput,
  repriceOrder,
  toFils,
} from '../domain';
import type { ApiClient, ApiResult } from './apiClient';
import type { CheckoutSync } from './checkoutSync';

export type RepricingStep =
  | { send: OrderStorePayload }
  /** The order waits for its shopper (OrderNeedsAttention is recorded): nothing is to be sent. */
  | { held: true }
  /** The server's amounts could not be read: try again later. */
  | { waiting: { error: SyncError; message: string } };

type Read<T> = { ok: true; value: T } | { ok: false; error: SyncError; message: string };

/** No answer, or one to retry through (a 5xx, a time-out, a 429): not the server saying what it has. */
const unanswered = (result: Extract<ApiResult<unknown>, { ok: false }>) =>
  result.error !== 'server' ||
  result.status === undefined ||
  result.status >= 500 ||
  result.status === 408 ||
  result.status === 429;

export class OrderRepricer {
  constructor(
    private readonly db: ShopDatabase,
    private readonly events: EventLog,
    private readonly api: ApiClient,
    private readonly checkout: CheckoutSync,
  ) {}

  /** What to send under the order's key now, or why nothing is. */
  async step(orderKey: string, agreed: OrderStorePayload): Promise<RepricingStep> {
    const fixed = await this.fixedBody(orderKey);
    if (fixed) return { send: fixed };
    if (agreed.order_detail.paymentType !== 'cash') return { send: agreed };
    const now = await this.serverAmounts(agreed);
    if (!now.ok) return { waiting: { error: now.error, message: now.message } };
    const outcome = repriceOrder({ agreed, ...now.value });
    if ('place' in outcome) {
      await this.events.append('OrderRepriced', { orderKey, order: outcome.place });
      // Two workers may have priced it at once (a leader handing over): every attempt sends the first body.
      return { send: (await this.fixedBody(orderKey)) ?? outcome.place };
    }
    await this.events.append('OrderNeedsAttention', {
      orderKey,
      userId: String(agreed.order_detail.user_id),
      reasons: outcome.attention,
      agreedTotalFils: outcome.agreedTotalFils,
      newTotalFils: outcome.newTotalFils,
      order: outcome.order,
    });
    return { held: true };
  }

  /** The body recorded for the order's key before its first attempt, if there is one. */
  private async fixedBody(orderKey: string): Promise<OrderStorePayload | null> {
    const [doc] = await this.db.events
      .find({ selector: { type: 'OrderRepriced', 'payload.orderKey': orderKey }, sort: [{ id: 'asc' }] })
      .exec();
    const body = OrderStorePayloadSchema.safeParse(doc?.toJSON().payload.order);
    return body.success ? body.data : null;
  }

  private async serverAmounts(agreed: OrderStorePayload): Promise<Read<Omit<RepricingInput, 'agreed'>>> {
    const ids = [...new Set(agreed.product_details.map((line) => String(line.id)))];
    const code = agreed.order_detail.promo_code?.trim() ?? '';
    const [products, rates, promo] = await Promise.all([
      Promise.all(ids.map((id) => this.product(id))),
      this.rates(),
      code === '' ? Promise.resolve<Read<number | null>>({ ok: true, value: null }) : this.promo(code),
    ]);
    const failed = [...products, rates, promo].find((read) => !read.ok);
    if (failed && !failed.ok) return failed;
    const byId = new Map(ids.map((id, index) => [id, products[index]]));
    const lines = agreed.product_details.map((line): LineNow => {
      const read = byId.get(String(line.id));
      const product = read?.ok ? read.value : null;
      if (product === null) return { gone: true };
      const weightKg = product.data.weight;
      if (line.v_id === null) {
        return { gone: false, priceFils: toFils(product.data.price), weightKg, stock: product.data.quantity };
      }
      const variants = product.variant_system?.optimized_variants ?? null;
      // A backend that sends no variants cannot say a variant's price or stock: the line stays as agreed.
      if (variants === null || variants.length === 0)
        return { gone: false, priceFils: toFils(line.price), weightKg, stock: null };
      const variant = variants.find((known) => known.id === line.v_id);
      if (!variant) return { gone: true };
      return {
        gone: false,
        priceFils: toFils(variant.effective_price ?? variant.price ?? product.data.price),
        weightKg,
        stock: variant.is_available ? variant.stock_quantity : 0,
      };
    });
    return {
      ok: true,
      value: {
        lines,
        rates: rates.ok ? rates.value : 'unavailable',
        promoPercent: promo.ok ? promo.value : null,
      },
    };
  }

  /** The product as the server has it now; null when it is no longer sold (404, or status false). */
  private async product(id: string) {
    const result = await this.api.get(`/getProductById/${encodeURIComponent(id)}`, ProductByIdResponseSchema);
    if (result.ok) return { ok: true as const, value: result.value.status ? result.value : null };
    if (result.error === 'server' && result.status === 404) return { ok: true as const, value: null };
    return { ok: false as const, error: result.error, message: result.message };
  }

  /** The rates; 'unavailable' (SPEC §9: 2 KD) when the server answered without them. */
  private async rates(): Promise<Read<RepricingInput['rates']>> {
    const result = await this.checkout.ratesAnswer();
    if (result.ok) return result;
    if (unanswered(result)) return { ok: false, error: result.error, message: result.message };
    return { ok: true, value: 'unavailable' };
  }

  /** The promo's percentage now, or null when the server no longer takes the code. */
  private async promo(code: string): Promise<Read<number | null>> {
    try {
      const verdict = interpretPromoResponse(await this.checkout.validatePromo(code));
      return { ok: true, value: verdict.ok ? verdict.promo.discount : null };
    } catch (error) {
      // validatePromo throws a PromoCheckFailure for a status the server failed with, an Error for no answer.
      const failure = error as { status?: unknown; message?: unknown };
      const message = typeof failure.message === 'string' ? failure.message : String(error);
      return { ok: false, error: typeof failure.status === 'number' ? 'server' : 'offline', message };
    }
  }
}
