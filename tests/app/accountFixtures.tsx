import { useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { EventLog, type ShopDatabase } from '../../src/db';
import { type CartItem, CartItemSchema, type Session } from '../../src/domain';
import { openTestDatabase } from './testDatabase';

/** One-line builders for the cart, login and profile screens' tests. */
export const cartLine = (id: string, overrides: Record<string, unknown> = {}): CartItem =>
  CartItemSchema.parse({
    id,
    name: `منتج ${id}`,
    productName: `منتج ${id}`,
    title: `Product ${id}`,
    price: '1.5',
    quantity: 1,
    ...overrides,
  });

export const customer = (overrides: Partial<Session> = {}): Session => ({
  token: 'token-1',
  userId: '7',
  userName: 'Sara',
  mobile: '+96551234567',
  ...overrides,
});

/** A fresh shop database and a real event log, with a cart and a session already appended. */
export async function openShop(
  seed: { cart?: CartItem[]; session?: Session } = {},
): Promise<{ database: ShopDatabase; eventLog: EventLog }> {
  const database = await openTestDatabase();
  const eventLog = new EventLog(database);
  for (const item of seed.cart ?? []) await eventLog.append('CartItemAdded', { item });
  if (seed.session) await eventLog.append('LoggedIn', { session: seed.session });
  return { database, eventLog };
}

/** Stands in for every other screen: shows where the app navigated to. */
export function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/** The events of one type in the log, oldest first. */
export async function eventsOfType(database: ShopDatabase, type: string) {
  const docs = await database.events.find({ selector: { type }, sort: [{ id: 'asc' }] }).exec();
  return docs.map((doc) => doc.toMutableJSON());
}

/** The device's storage refuses the next event the sync worker appends (a full quota), as a browser may. */
export function storageFullOnce(database: ShopDatabase): void {
  vi.spyOn(database.events, 'insert').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
}
