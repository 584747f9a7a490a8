// Address in the shape of SPEC §3 "Address as returned by the server" (docs/API.md): `area` holds the
// governorate, `address` the apartment/building, and countryCode the dial code the phone starts with.
import type { AddressRow } from '../db/queries/addresses';
import type { PickupLocation } from '../db/tables/customers';

/** The six countries of SPEC §5 Country choices. */
const dialCodes = ['+965', '+966', '+971', '+973', '+974', '+968'];

function dialCodeOf(phone: string): string | null {
  const international = phone.replace(/[\s-]/g, '').replace(/^00/, '+');
  return dialCodes.find((code) => international.startsWith(code)) ?? null;
}

/** The deltas only when the map gave them: docs/API.md names them optional (`latitudeDelta?`), never null. */
function presentPickupLocation(location: PickupLocation | null) {
  if (!location) return null;
  const { latitude, longitude, latitudeDelta, longitudeDelta } = location;
  return {
    latitude,
    longitude,
    ...(latitudeDelta == null ? {} : { latitudeDelta }),
    ...(longitudeDelta == null ? {} : { longitudeDelta }),
  };
}

export function presentAddress(row: AddressRow) {
  return {
    id: row.id,
    user_id: row.customerId,
    full_name: row.fullName,
    street: row.street,
    city: row.city,
    area: row.area,
    governorate: row.governorate,
    phone: row.phone,
    country: row.country,
    email: row.email,
    address: row.address,
    block_avenue: row.blockAvenue,
    house: row.house,
    piece: row.piece,
    emirates: row.emirates,
    pickupLocation: presentPickupLocation(row.pickupLocation),
    latitude: row.latitude,
    longitude: row.longitude,
    countryCode: dialCodeOf(row.phone),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
