import type { ShopDatabase } from '../../src/db';
import { type Address, AddressSchema } from '../../src/domain';

/** An address of the fixture customer (user 7) as the server answers it (SPEC §3). */
export const savedAddress = (id: number, o: Record<string, unknown> = {}): Address =>
  AddressSchema.parse({
    id,
    user_id: 7,
    full_name: `Sara ${id}`,
    street: `Street ${id}`,
    city: 'Salmiya',
    area: 'Hawalli',
    governorate: 'Hawalli',
    phone: '+96551234567',
    country: 'Kuwait',
    address: 'Bldg 3',
    pickupLocation: { latitude: 29.33, longitude: 48.07 },
    ...o,
  });

/** Stores addresses of the fixture customer as the sync worker does. */
export async function storeAddresses(database: ShopDatabase, ...addresses: Address[]) {
  await database.addresses.bulkInsert(
    addresses.map((address) => ({
      id: String(address.id),
      serverId: address.id,
      userId: '7',
      clientId: null,
      address,
    })),
  );
}
