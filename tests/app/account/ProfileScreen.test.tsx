import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileScreen } from '../../../src/app/account/ProfileScreen';
import type { Address, Session } from '../../../src/domain';
import { guestSession } from '../../domain/factories';
import { CurrentLocation, customer, eventsOfType, openShop, storageFullOnce } from '../accountFixtures';
import { savedAddress, storeAddresses } from '../addressFixtures';
import { fakeSync, renderWithShop, type TestLanguage } from '../renderWithShop';
import { closeTestDatabases } from '../testDatabase';

afterEach(closeTestDatabases);

async function renderProfile(
  options: {
    session?: Session;
    lang?: TestLanguage;
    addresses?: Address[];
    refreshAddresses?: () => void;
  } = {},
) {
  const shop = await openShop(options.session ? { session: options.session } : {});
  await storeAddresses(shop.database, ...(options.addresses ?? []));
  const refreshAddresses = vi.fn(async () => {
    options.refreshAddresses?.();
    return { ok: true, error: null, failures: [], count: options.addresses?.length ?? 0 };
  });
  const result = await renderWithShop(
    <Routes>
      <Route path="/profile" element={<ProfileScreen />} />
      <Route path="*" element={<CurrentLocation />} />
    </Routes>,
    { ...shop, sync: fakeSync({ refreshAddresses }), route: '/profile', lang: options.lang ?? 'en' },
  );
  return { ...result, ...shop, refreshAddresses };
}

const menu = () => screen.getByRole('list', { name: 'Account' });
const nameField = () => screen.getByLabelText('Your name') as HTMLInputElement;

describe('the profile of a guest (SPEC §2 Profile, §6)', () => {
  it('welcomes the guest and offers login and the language, nothing else', async () => {
    await renderProfile();
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.getByText('Please login to access your profile and orders')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Fprofile',
    );
    expect(
      within(menu())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Languageالعربية']);
    expect(within(menu()).queryAllByRole('link')).toEqual([]);
  });

  it('switches the language', async () => {
    const { i18n } = await renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: /Language/ }));
    await waitFor(() => expect(i18n.language).toBe('ar'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByRole('heading', { name: 'أهلاً بك' })).toBeTruthy();
  });
});

describe('the profile of a customer (SPEC §2 Profile)', () => {
  it('shows the name and the phone number', async () => {
    await renderProfile({ session: customer() });
    await waitFor(() => expect(nameField().value).toBe('Sara'));
    expect(screen.getByText('+96551234567')).toBeTruthy();
  });

  it("shows 'No Name' when there is no name", async () => {
    await renderProfile({ session: customer({ userName: null }) });
    await waitFor(() => expect(nameField().placeholder).toBe('No Name'));
    expect(nameField().value).toBe('');
  });

  it('lists the menu: orders, favorites, addresses, help by phone, language, logout, delete account', async () => {
    await renderProfile({ session: customer() });
    await screen.findByLabelText('Your name');
    const links = within(menu()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My Orders', '/orders'],
      ['My Favorites', '/favorites'],
      ['My Addresses', '/address-list'],
      ['Help & Support', 'tel:+96522200000'],
    ]);
    expect(
      within(menu())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Languageالعربية', 'Logout', 'Delete Account']);
  });

  it('saves an edited name on blur as a NameChanged event for the outbox', async () => {
    const { database, eventLog } = await renderProfile({ session: customer() });
    await waitFor(() => expect(nameField().value).toBe('Sara'));
    fireEvent.focus(nameField());
    fireEvent.change(nameField(), { target: { value: '  Sara  Al Ahmad ' } });
    fireEvent.blur(nameField());
    await screen.findByText('Name saved');
    await waitFor(async () => expect(await eventsOfType(database, 'NameChanged')).toHaveLength(1));
    const [event] = await eventsOfType(database, 'NameChanged');
    expect(event).toMatchObject({ payload: { name: 'Sara Al Ahmad' }, outboxStatus: 'pending' });
    expect((await eventLog.state()).session.userName).toBe('Sara Al Ahmad');
    expect(nameField().value).toBe('Sara Al Ahmad');
  });

  it('saves on Enter, and puts the saved name back on Escape or when emptied', async () => {
    const { database } = await renderProfile({ session: customer() });
    await waitFor(() => expect(nameField().value).toBe('Sara'));

    fireEvent.focus(nameField());
    fireEvent.change(nameField(), { target: { value: 'Nobody' } });
    fireEvent.keyDown(nameField(), { key: 'Escape' });
    fireEvent.blur(nameField());
    expect(nameField().value).toBe('Sara');

    fireEvent.focus(nameField());
    fireEvent.change(nameField(), { target: { value: '   ' } });
    fireEvent.blur(nameField());
    expect(nameField().value).toBe('Sara');
    expect(await eventsOfType(database, 'NameChanged')).toEqual([]);

    nameField().focus();
    fireEvent.change(nameField(), { target: { value: 'Noura' } });
    fireEvent.keyDown(nameField(), { key: 'Enter' });
    await waitFor(async () => expect(await eventsOfType(database, 'NameChanged')).toHaveLength(1));
  });

  it('puts the saved name back and says so when this device cannot store the edit', async () => {
    const { database } = await renderProfile({ session: customer() });
    await waitFor(() => expect(nameField().value).toBe('Sara'));
    storageFullOnce(database);
    fireEvent.focus(nameField());
    fireEvent.change(nameField(), { target: { value: 'Noura' } });
    fireEvent.blur(nameField());
    await screen.findByText('Could not save your name on this device. Please try again.');
    expect(nameField().value).toBe('Sara');
    expect(screen.queryByText('Name saved')).toBeNull();
  });

  it('logs out: the session and the selected address are cleared, then home (SPEC §4 Login)', async () => {
    const { eventLog } = await renderProfile({ session: customer() });
    await eventLog.append('AddressSelected', {
      address: {
        fullName: 'Sara',
        street: 'Street 1',
        city: 'Salmiya',
        piece: null,
        email: null,
        area: 'Hawalli',
        phone: '+96551234567',
        country: 'Kuwait',
        addressId: 3,
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    const state = await eventLog.state();
    expect(state.session).toMatchObject(guestSession);
    expect(state.addresses.selected).toBeNull();
  });

  it('stays and says so when this device cannot store the logout', async () => {
    const { database } = await renderProfile({ session: customer() });
    const logout = await screen.findByRole('button', { name: 'Logout' });
    storageFullOnce(database);
    fireEvent.click(logout);
    await screen.findByText('Could not log you out on this device. Please try again.');
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('asks before Delete Account, and Cancel keeps the session', async () => {
    const { eventLog } = await renderProfile({ session: customer() });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Delete your account?');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await eventLog.state()).session.isLogin).toBe(true);
  });

  it('on confirming Delete Account clears the session and goes home (SPEC §2 Profile)', async () => {
    const { eventLog, database } = await renderProfile({ session: customer() });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect((await eventLog.state()).session).toMatchObject({ isLogin: false, token: null });
    // No event asks the server for anything.
    const outbox = await database.events.find({ selector: { outboxStatus: 'pending' } }).exec();
    expect(outbox).toEqual([]);
  });

  it("offers a nameless customer the full name from their addresses and saves it with one tap (SPEC §2 Profile: 'No Name' when null)", async () => {
    const { database, eventLog, refreshAddresses } = await renderProfile({
      session: customer({ userName: null }),
      addresses: [savedAddress(3, { full_name: '  Sara   Ahmed ' })],
    });
    const offer = await screen.findByRole('button', { name: /from your addresses/ });
    expect(offer.textContent).toBe('Use “Sara Ahmed” from your addresses');
    // The book is asked for, as a device may never have opened it; and nothing is saved unasked.
    expect(refreshAddresses).toHaveBeenCalled();
    expect(nameField().value).toBe('');
    expect(nameField().placeholder).toBe('No Name');
    expect(await eventsOfType(database, 'NameChanged')).toEqual([]);
    fireEvent.click(offer);
    await screen.findByText('Name saved');
    const [event] = await eventsOfType(database, 'NameChanged');
    expect(event).toMatchObject({ payload: { name: 'Sara Ahmed' }, outboxStatus: 'pending' });
    expect((await eventLog.state()).session.userName).toBe('Sara Ahmed');
    expect(nameField().value).toBe('Sara Ahmed');
    expect(screen.queryByRole('button', { name: /from your addresses/ })).toBeNull();
  });

  it('offers no address name to a customer who has a name, nor while one is being typed', async () => {
    await renderProfile({ session: customer(), addresses: [savedAddress(3, { full_name: 'Noura' })] });
    await waitFor(() => expect(nameField().value).toBe('Sara'));
    expect(screen.queryByRole('button', { name: /from your addresses/ })).toBeNull();
    await closeTestDatabases();
    document.body.innerHTML = '';
    await renderProfile({
      session: customer({ userName: null }),
      addresses: [savedAddress(3, { full_name: 'Noura' })],
    });
    await screen.findByRole('button', { name: /from your addresses/ });
    fireEvent.focus(nameField());
    fireEvent.change(nameField(), { target: { value: 'Hessa' } });
    expect(screen.queryByRole('button', { name: /from your addresses/ })).toBeNull();
  });

  it('offers the address name in Arabic, the name kept in its own direction', async () => {
    await renderProfile({
      session: customer({ userName: null }),
      addresses: [savedAddress(3, { full_name: 'سارة أحمد' })],
      lang: 'ar',
    });
    const offer = await screen.findByRole('button', { name: /من عناوينك/ });
    expect(offer.textContent).toBe('استخدم «سارة أحمد» من عناوينك');
    expect(offer.querySelector('bdi')?.textContent).toBe('سارة أحمد');
  });

  it('reads in Arabic', async () => {
    await renderProfile({ session: customer(), lang: 'ar' });
    expect(await screen.findByRole('link', { name: 'طلباتي' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeTruthy();
    expect(screen.getByLabelText('اسمك')).toBeTruthy();
  });
});
