/**
 * A customer logged in on a test engine through the real OTP calls, and a cash order of theirs as the checkout
 * places it (an OrderPlaced event in the outbox).
 */
import { EventLog, type ShopDatabase } from '../../../src/db';
import { OrderStorePayloadSchema } from '../../../src/domain';
import type { SyncEngine } from '../../../src/sync-worker';
import { cashOrderBody } from '../../support/cashOrderBody';

let phones = 0;

export interface LoggedIn {
  token: string;
  userId: number;
  phone: string;
}

export async function logIn(engine: SyncEngine, db: ShopDatabase): Promise<LoggedIn> {
  const phone = `+9655${String(++phones).padStart(7, '0')}`;
  const sent = await engine.account.sendOtp(phone);
  const verified = await engine.account.verifyOtp(phone, sent.otp ?? '');
  if (!verified.session) throw new Error('login failed');
  const { token, userId, name } = verified.session;
  await new EventLog(db).append('LoggedIn', { session: { token, userId, userName: name, mobile: phone } });
  return { token, userId: Number(userId), phone };
}

/** Appends a cash order of one unit of product 1 at its catalogue price; answers the event's id. */
export async function placeCashOrder(apiBase: string, db: ShopDatabase, customer: LoggedIn): Promise<string> {
  const product = (await (await fetch(`${apiBase}/getProductById/1`)).json()) as {
    data: { price: number; name: string };
  };
  const order = OrderStorePayloadSchema.parse(
    cashOrderBody({
      userId: customer.userId,
      phone: customer.phone,
      fullName: 'Noura',
      product: { id: 1, ...product.data },
    }),
  );
  const log = new EventLog(db);
  const key = log.newEventId();
  await log.append('OrderPlaced', { orderId: null, idempotencyKey: key, order }, { id: key });
  return key;
}
