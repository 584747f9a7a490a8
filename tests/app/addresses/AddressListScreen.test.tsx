import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressListScreen } from '../../../src/app/addresses/AddressListScreen';
import type { EventLog, ShopDatabase } from '../../../src/db';
import { type Address, emptyAddressForm, type SelectedAddress } from '../../../src/domain';
import { CurrentLocation, customer, eventsOfType, openShop } from '../accountFixtures';
import { savedAddress, storeAddresses } from '../addressFixtures';
import { fakeSync, renderWithShop, type TestLanguage } from '../renderWithShop';
import { closeTestDatabases } from '../testDatabase';

afterEach(closeTestDatabases);

async function renderList(
  options: {
    addresses?: Address[];
    loggedIn?: boolean;
    route?: string;
    lang?: TestLanguage;
    refreshCount?: number;
    before?: (eventLog: EventLog) => Promise<void>;
  } = {},
) {
  const shop = await openShop(options.loggedIn === false ? {} : { session: customer() });
  await storeAddresses(shop.database, ...(options.addresses ?? []));
  await options.before?.(shop.eventLog);
  const refreshAddresses = vi.fn(async () => ({
    ok: true,
    error: null,
    failures: [],
    count: options.refreshCount ?? options.addresses?.length ?? 0,
  }));
  await renderWithShop(
    <Routes>
      <Route path="/address-list" element={<AddressListScreen />} />
      <Route path="*" element={<CurrentLocation />} />
    </Routes>,
    {
      ...shop,
      route: options.route ?? '/address-list',
      lang: options.lang ?? 'en',
      sync: fakeSync({ refreshAddresses }),
    },
  );
  return { ...shop, refreshAddresses };
}

/** The outbox sent the address save once the shopper was online, and the server refused it with `message`. */
async function refuseAddressSave(database: ShopDatabase, message: string) {
  const [save] = await database.events.find({ selector: { type: 'AddressSaved' } }).exec();
  await save?.incrementalPatch({ outboxStatus: 'failed', outboxLastError: message });
}

const selectedIn = async (eventLog: EventLog): Promise<SelectedAddress | null> =>
  (await eventLog.state()).addresses.selected;

describe('the address list (SPEC §2 Address list)', () => {
  it('asks a guest to log in first', async () => {
    const { refreshAddresses } = await renderList({ loggedIn: false });
    expect(await screen.findByText('Please log in to see your saved addresses.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Faddress-list',
    );
    expect(refreshAddresses).not.toHaveBeenCalled();
  });

  it("says 'No addresses saved' when there are none, after asking the worker for the list", async () => {
    const { refreshAddresses } = await renderList();
    expect(await screen.findByRole('heading', { name: 'No addresses saved' })).toBeTruthy();
    expect(refreshAddresses).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Add New Address' }).getAttribute('href')).toBe('/add-address');
  });

  it('shows full name, street, city, governorate, phone and country on each card', async () => {
    await renderList({
      addresses: [
        savedAddress(1),
        savedAddress(2, { country: 'Qatar', phone: '+97455123456', area: 'Doha' }),
      ],
    });
    const cards = within(await screen.findByRole('group', { name: 'Saved addresses' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('Sara 1')).toBeTruthy();
    expect(first.getByText('Street 1')).toBeTruthy();
    expect(first.getByText('Salmiya, Hawalli')).toBeTruthy();
    expect(first.getByText('+96551234567')).toBeTruthy();
    expect(first.getByText('Kuwait')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('+97455123456')).toBeTruthy();
  });

  it("shows a Kuwaiti address's block, street and house in the page's language, the typed numbers as typed", async () => {
    const dasma = savedAddress(1, {
      city: 'Dasma',
      area: 'Al Asimah',
      governorate: 'Al Asimah',
      block_avenue: '5',
      street: '12',
      house: '7',
      address: 'House 7',
    });
    await renderList({ addresses: [dasma] });
    const card = await screen.findByRole('listitem');
    expect(card.textContent).toContain('Block 5, Street 12, House 7');
    expect(within(card).getByText('Dasma, Al Asimah')).toBeTruthy();
    cleanup();
    await closeTestDatabases();
    await renderList({ addresses: [dasma], lang: 'ar' });
    const arabic = await screen.findByRole('listitem');
    expect(arabic.textContent).toContain('قطعة 5، شارع 12، منزل 7');
    expect(within(arabic).getByText('الدسمة، العاصمة')).toBeTruthy();
  });

  it('reads the country, the Kuwait governorate and a district the map named in Arabic', async () => {
    await renderList({ addresses: [savedAddress(1)], lang: 'ar' });
    const card = within(await screen.findByRole('listitem'));
    expect(card.getByText('الكويت')).toBeTruthy();
    expect(card.getByText('السالمية، حولي')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'حذف عنوان Sara 1' })).toBeTruthy();
  });

  it('reads in English the places a map in Arabic named, and keeps what the shopper typed', async () => {
    await renderList({
      addresses: [
        savedAddress(1, { country: 'Qatar', city: 'الوكرة', area: 'الوكرة', governorate: 'الوكرة' }),
        savedAddress(2, { city: 'Block 4 by the co-op', area: 'Hawalli' }),
      ],
    });
    const cards = within(await screen.findByRole('group', { name: 'Saved addresses' })).getAllByRole(
      'listitem',
    );
    expect(within(cards[0] as HTMLElement).getByText('Al Wakrah, Al Wakrah')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('Block 4 by the co-op, Hawalli')).toBeTruthy();
  });

  it('selects the tapped card (SPEC §4: kept locally as an AddressSelected event)', async () => {
    const { eventLog } = await renderList({ addresses: [savedAddress(1), savedAddress(2)] });
    fireEvent.click(await screen.findByRole('radio', { name: /Sara 2/ }));
    await waitFor(async () => expect((await selectedIn(eventLog))?.addressId).toBe(2));
    expect(await selectedIn(eventLog)).toMatchObject({
      fullName: 'Sara 2',
      street: 'Street 2',
      area: 'Hawalli',
    });
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: /Sara 2/ }) as HTMLInputElement).checked).toBe(true),
    );
  });

  it('opens the edit form with the address id and the edit flag', async () => {
    await renderList({ addresses: [savedAddress(4)] });
    const edit = await screen.findByRole('link', { name: 'Edit the address of Sara 4' });
    expect(edit.getAttribute('href')).toBe('/add-address?id=4&edit=true');
  });

  it('asks before deleting, and keeps the address when the shopper cancels', async () => {
    const { database } = await renderList({ addresses: [savedAddress(1)] });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the address of Sara 1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the address of Sara 1?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await eventsOfType(database, 'AddressDeleted')).toEqual([]);
    expect(screen.getByText('Sara 1')).toBeTruthy();
  });

  it('selects the last saved address on opening when none is selected, and only then', async () => {
    const { eventLog } = await renderList({ addresses: [savedAddress(1), savedAddress(2)] });
    await waitFor(async () => expect((await selectedIn(eventLog))?.addressId).toBe(2));
    expect((screen.getByRole('radio', { name: /Sara 2/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('deletes on confirmation: the card goes at once and the selection of it is cleared (SPEC §4)', async () => {
    const { database, eventLog } = await renderList({
      addresses: [savedAddress(1), savedAddress(2)],
      before: async (log) => {
        await log.append('AddressSelected', {
          address: { ...selectedFields, addressId: 1 },
        });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the address of Sara 1' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Address deleted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Sara 1')).toBeNull());
    const [deleted] = await eventsOfType(database, 'AddressDeleted');
    expect(deleted?.payload).toEqual({ addressId: '1' });
    expect(deleted?.outboxStatus).toBe('pending');
    expect(await selectedIn(eventLog)).toBeNull();
  });

  it("keeps a new address the server refused, marked not saved with the server's reason, to edit or delete (SPEC §8)", async () => {
    const { database } = await renderList({
      addresses: [savedAddress(1)],
      before: async (log) => {
        const form = {
          ...emptyAddressForm('Kuwait'),
          fullName: 'Sara New',
          phone: '51234567',
          city: 'Salmiya',
        };
        await log.append('AddressSaved', { address: { ...form, clientId: 'local-new' } });
      },
    });
    // The outbox sent it once the shopper was back online, and the server refused it.
    await refuseAddressSave(database, 'The request is not valid.');
    const card = (await screen.findByText('Sara New')).closest('li') as HTMLElement;
    expect(
      within(card).getByText('Not saved: The request is not valid. Edit it to save it again.'),
    ).toBeTruthy();
    expect(within(card).queryByText('Waiting to sync')).toBeNull();
    expect(
      within(card).getByRole('link', { name: 'Edit the address of Sara New' }).getAttribute('href'),
    ).toBe('/add-address?id=local-new&edit=true');
    fireEvent.click(within(card).getByRole('button', { name: 'Delete the address of Sara New' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Sara New')).toBeNull());
    expect(screen.getByText('Sara 1')).toBeTruthy();
  });

  it('says a refused change was not saved in Arabic, with the catalogue text when the server gave no reason', async () => {
    const { database } = await renderList({
      lang: 'ar',
      addresses: [savedAddress(1)],
      before: async (log) => {
        await log.append('AddressSaved', { address: savedAddress(1, { city: 'Hawalli' }) });
      },
    });
    await refuseAddressSave(database, '/address/1/update: HTTP 422');
    expect(
      await screen.findByText('لم يتم الحفظ: حدث خطأ أثناء حفظ العنوان. عدّل العنوان لحفظه مرة أخرى.'),
    ).toBeTruthy();
  });

  it('clears the selection when the fetched list is empty (SPEC §4)', async () => {
    const { eventLog } = await renderList({
      refreshCount: 0,
      before: async (log) => {
        await log.append('AddressSelected', { address: { ...selectedFields, addressId: 9 } });
      },
    });
    await waitFor(async () => expect(await selectedIn(eventLog)).toBeNull());
  });

  it('offers adding an address on the map in add mode only', async () => {
    await renderList({ route: '/address-list?mode=add' });
    expect((await screen.findByRole('link', { name: 'Add address on the map' })).getAttribute('href')).toBe(
      '/add-address?map=true',
    );
  });

  it('has no map button outside add mode', async () => {
    await renderList();
    await screen.findByRole('heading', { name: 'No addresses saved' });
    expect(screen.queryByRole('link', { name: 'Add address on the map' })).toBeNull();
  });

  it('shows the fetch error with Try Again when nothing is stored', async () => {
    const shop = await openShop({ session: customer() });
    await shop.database.sync_status.insert({
      id: 'addresses',
      lastAttemptAt: 1,
      lastSuccessAt: null,
      error: 'offline',
      detail: null,
    });
    const refreshAddresses = vi.fn(async () => ({
      ok: false,
      error: 'offline' as const,
      failures: [],
      count: null,
    }));
    await renderWithShop(<AddressListScreen />, {
      ...shop,
      route: '/address-list',
      sync: fakeSync({ refreshAddresses }),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Error fetching addresses');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(refreshAddresses).toHaveBeenCalledTimes(2));
  });
});

const selectedFields = {
  fullName: 'Sara 1',
  street: 'Street 1',
  city: 'Salmiya',
  piece: null,
  email: null,
  area: 'Hawalli',
  phone: '+96551234567',
  country: 'Kuwait',
};

/** Opens the list from another screen, as checkout's Change button does, so Continue can go back. */
function Opener() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/address-list?mode=add')}>
      Change
    </button>
  );
}

describe('Continue (SPEC §2 Address list)', () => {
  it('is disabled while no address is selected', async () => {
    await renderList({ route: '/address-list?mode=add' });
    await screen.findByText('No addresses saved');
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('goes back where the shopper came from once an address is selected (the last saved, on opening)', async () => {
    const shop = await openShop({ session: customer() });
    await storeAddresses(shop.database, savedAddress(1));
    await renderWithShop(
      <Routes>
        <Route path="/checkout" element={<Opener />} />
        <Route path="/address-list" element={<AddressListScreen />} />
      </Routes>,
      { ...shop, route: '/checkout', sync: fakeSync() },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    const continueButton = (await screen.findByRole('button', { name: 'Continue' })) as HTMLButtonElement;
    await waitFor(() => expect(continueButton.disabled).toBe(false));
    expect((screen.getByRole('radio', { name: /Sara 1/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(continueButton);
    expect(await screen.findByRole('button', { name: 'Change' })).toBeTruthy();
  });
});
