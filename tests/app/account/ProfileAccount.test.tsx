// SPEC §2 Profile (Logout, Delete Account): both revoke the session's token on the server first, so a copied token
// stops working at once;
// Delete Account then removes every personal record of the customer from the device, after warning when an order
// is still waiting in the outbox. (The raw IndexedDB check is tests/db/forgetCustomer.test.ts and, in Chromium,
// tests/e2e/deleteAccount.test.ts.)
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileScreen } from '../../../src/app/account/ProfileScreen';
import { OrderSchema } from '../../../src/domain';
import { address, cartItem, cashOrderPayload, guestSession, selectedAddress } from '../../domain/factories';
import { CurrentLocation, customer, openShop } from '../accountFixtures';
import { fakeSync, renderWithShop } from '../renderWithShop';
import { closeTestDatabases } from '../testDatabase';

afterEach(closeTestDatabases);

async function renderProfile(revoked = true) {
  const shop = await openShop({ session: customer({ token: 'token-of-sara' }) });
  const tokenWhenRevoked: (string | null)[] = [];
  const revokeSession = vi.fn(async () => {
    tokenWhenRevoked.push((await shop.eventLog.state()).session.token);
    return { revoked };
  });
  await renderWithShop(
    <Routes>
      <Route path="/profile" element={<ProfileScreen />} />
      <Route path="*" element={<CurrentLocation />} />
    </Routes>,
    { ...shop, sync: fakeSync({ revokeSession }), route: '/profile', lang: 'en' },
  );
  return { ...shop, revokeSession, tokenWhenRevoked };
}

async function withStoredRecords({ database, eventLog }: Awaited<ReturnType<typeof openShop>>) {
  await eventLog.append('AddressSelected', {
    address: selectedAddress({ fullName: 'Sara', street: 'Street 1' }),
  });
  await database.addresses.insert({
    id: '3',
    serverId: 3,
    userId: '7',
    clientId: null,
    address: address({ id: 3 }),
  });
  await database.orders.insert({
    id: '11',
    serverId: 11,
    userId: '7',
    order: OrderSchema.parse({ id: 11, created_at: '2026-11-01T10:00:00Z', total_price: 2 }),
  });
}

async function placeUnsentOrder(eventLog: Awaited<ReturnType<typeof openShop>>['eventLog']) {
  const order = cashOrderPayload(7, selectedAddress(), [cartItem({ id: '1', price: '2.000' })], 2_000);
  await eventLog.append('OrderPlaced', { orderId: null, idempotencyKey: 'k-1', order });
}

const confirmDialog = async () => screen.findByRole('alertdialog');

describe('Logout (SPEC §4 Login)', () => {
  it('revokes the token on the server while the session still holds it, then clears it and goes home', async () => {
    const { revokeSession, tokenWhenRevoked, eventLog } = await renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(revokeSession).toHaveBeenCalledOnce();
    expect(tokenWhenRevoked).toEqual(['token-of-sara']);
    expect((await eventLog.state()).session).toMatchObject({ token: null, userId: null, phoneNo: null });
  });

  it('logs out on this device anyway when the server cannot be reached, and says so', async () => {
    const { eventLog } = await renderProfile(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await screen.findByText(
      'You are logged out on this device, but the shop could not be reached to end your session there. It ends by itself within 30 days.',
    );
    expect((await eventLog.state()).session.token).toBeNull();
  });
});

describe('Delete Account (SPEC §2 Profile)', () => {
  it('revokes the token and removes the customer’s addresses, orders, selection and session from the device', async () => {
    const shop = await renderProfile();
    await withStoredRecords(shop);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(shop.revokeSession).toHaveBeenCalledOnce();
    expect(shop.tokenWhenRevoked).toEqual(['token-of-sara']);
    const state = await shop.eventLog.state();
    expect(state.session).toMatchObject(guestSession);
    expect(state.addresses).toEqual({ saved: [], selected: null });
    expect(await shop.database.addresses.count().exec()).toBe(0);
    expect(await shop.database.orders.count().exec()).toBe(0);
    const types = (await shop.database.events.find().exec()).map((doc) => doc.type);
    expect(types).toEqual(['Snapshot']);
  });

  it('warns first when an order is still waiting in the outbox, and Cancel keeps it', async () => {
    const shop = await renderProfile();
    await placeUnsentOrder(shop.eventLog);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await confirmDialog();
    expect(dialog.textContent).toContain('An order you placed has not reached the shop yet.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(shop.revokeSession).not.toHaveBeenCalled();
    expect(await shop.database.events.find({ selector: { type: 'OrderPlaced' } }).exec()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Delete anyway' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(await shop.database.events.find({ selector: { type: 'OrderPlaced' } }).exec()).toEqual([]);
  });

  it('asks the plain question when nothing is waiting to be sent', async () => {
    await renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await confirmDialog();
    expect(dialog.textContent).not.toContain('has not reached the shop');
    expect(within(dialog).getByRole('button', { name: 'Delete Account' })).toBeTruthy();
  });
});
