/**
 * The card provider's calls (SPEC §7 Payment and orders). They only make sense online and while the shopper waits,
 * so they are plain requests, not outbox events. Answers the provider gave come back as values; no answer at all
 * (offline, the 25 s abort) is thrown, so the cardPayment machine can tell 'timed out' from 'network error', and a
 * status it could not read is never mistaken for "not paid".
 */
import { EventLog, type ShopDatabase } from '../db';
import {
  PAYMENT_ABORT_MS,
  type PaymentInitiatePayload,
  type PaymentInitiateResponse,
  PaymentInitiateResponseSchema,
  type PaymentStatusKey,
  type PaymentStatusResponse,
  PaymentStatusResponseSchema,
} from '../domain';
import { type ApiClient, type ApiResult, serverSaid } from './apiClient';

const INITIATE = '/payment/initiate';
const STATUS = '/payment/status';

/**
 * SPEC §7's `?paymentId=` for the PaymentId of an attempt; an invoice id goes as the provider's Key with
 * KeyType=InvoiceId, so it is never taken for an attempt's id.
 */
function statusPath({ keyType, key }: PaymentStatusKey): string {
  const id = encodeURIComponent(key);
  return keyType === 'PaymentId' ? `${STATUS}?paymentId=${id}` : `${STATUS}?Key=${id}&KeyType=${keyType}`;
}

/** Refusals that speak of the request, not of the payment: a session the server no longer takes, or its load. */
const NOT_ABOUT_THE_PAYMENT = new Set([401, 408, 429]);

/** Thrown when no answer came; `name` survives the trip through comlink. */
function noAnswer(result: ApiResult<unknown>): Error {
  const error = new Error(result.ok ? 'no answer' : result.message);
  error.name = !result.ok && result.error === 'timeout' ? 'TimeoutError' : 'NetworkError';
  return error;
}

export class PaymentSync {
  constructor(
    private readonly db: ShopDatabase,
    private readonly api: ApiClient,
  ) {}

  async initiate(request: PaymentInitiatePayload): Promise<PaymentInitiateResponse> {
    const result = await this.api.post(INITIATE, request, PaymentInitiateResponseSchema, {
      token: await this.token(),
      timeoutMs: PAYMENT_ABORT_MS,
    });
    if (result.ok) {
      const answer = result.value;
      return answer.ok ? answer : { ...answer, message: answer.message ?? answer.errors[0] ?? null };
    }
    if (result.error === 'offline' || result.error === 'timeout') throw noAnswer(result);
    // The provider refused (its own message) or sent something unreadable ('Payment initialization failed').
    return {
      ok: false,
      invoiceUrl: null,
      invoiceId: null,
      message: serverSaid(INITIATE, result),
      errors: [],
    };
  }

  async status(key: PaymentStatusKey): Promise<PaymentStatusResponse> {
    const result = await this.api.get(statusPath(key), PaymentStatusResponseSchema, {
      token: await this.token(),
    });
    if (result.ok) return result.value;
    // A 4xx is an answer: the provider knows no such payment of this customer. Anything else is no answer, and
    // so is a 401: a session that lapsed while the shopper was away says nothing of whether they paid.
    const { status } = result;
    if (
      result.error === 'server' &&
      status !== undefined &&
      status < 500 &&
      !NOT_ABOUT_THE_PAYMENT.has(status)
    )
      return {
        ok: false,
        invoiceId: null,
        invoiceStatus: null,
        paid: false,
        message: serverSaid(STATUS, result),
      };
    throw noAnswer(result);
  }

  private async token(): Promise<string | null> {
    return (await new EventLog(this.db).state()).session.token;
  }
}
