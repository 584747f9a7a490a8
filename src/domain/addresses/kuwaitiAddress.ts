/**
 * A Kuwaiti address in SPEC §3's fields. A Kuwaiti courier finds a door by area, block, street, avenue (optional),
 * house or building, floor and apartment (optional); SPEC's payload has `block_avenue`, `street`, `house` and
 * `address` (apartment/building) for them, and no field of its own for the avenue, floor or apartment. So:
 * - `block_avenue` is the block and `house` the house, as typed ('N/A' when blank, as SPEC sends them);
 * - `street` is the street, then ", Avenue " and the avenue when there is one ("12, Avenue 3");
 * - `address` is "House 7, Floor 2, Apartment 4": never empty once the house is given, so SPEC §5's required
 *   apartment/building is always sent, and an ERP that shows only `address` still shows the door.
 * The markers are English words an ERP reader understands and the reader below finds again; screens never show
 * them, they name each part in their own language (addressLine.ts). Changing them would strand saved addresses.
 *
 * An address is written this way when it is in Kuwait and has a house (Kuwait's form requires one). Every other
 * address, and one saved before the shop asked for a house, keeps SPEC's plain mapping (street, apartment/building),
 * and is read back the same way: its street and apartment/building open in the Street and Apartment boxes.
 */
import type { Address, AddressForm, AddressPayload } from '../schemas';
import { countryFromName } from './countries';

/** SPEC §3: `block_avenue` and `house` are sent as 'N/A' when there is nothing in them. */
const NOT_APPLICABLE = 'N/A';

const AVENUE = 'Avenue ';
const HOUSE = 'House ';
const FLOOR = 'Floor ';
const APARTMENT = 'Apartment ';
const JOIN = ', ';

/** Kuwait's form asks for block, street, avenue, house, floor and apartment; other countries keep SPEC's form. */
export function hasKuwaitiFields(country: string | null | undefined): boolean {
  return countryFromName(country)?.iso === 'KW';
}

function given(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed === NOT_APPLICABLE ? null : trimmed;
}

const writtenTheKuwaitiWay = (country: string | null | undefined, house: string | null | undefined) =>
  hasKuwaitiFields(country) && given(house) !== null;

const marked = (marker: string, value: string): string | null => {
  const text = given(value);
  return text === null ? null : `${marker}${text}`;
};

const joined = (parts: (string | null)[]): string | null =>
  parts.filter((part): part is string => part !== null).join(JOIN) || null;

type StreetFields = Pick<AddressPayload, 'block_avenue' | 'street' | 'house' | 'address'>;

/** The SPEC §3 payload fields the form's street and building boxes are written to (see the top of the file). */
export function streetFields(form: AddressForm): StreetFields {
  if (!writtenTheKuwaitiWay(form.country, form.house)) {
    return {
      block_avenue: NOT_APPLICABLE,
      street: given(form.avenue),
      house: NOT_APPLICABLE,
      address: given(form.apartment),
    };
  }
  return {
    block_avenue: given(form.block) ?? NOT_APPLICABLE,
    street: joined([given(form.avenue), marked(AVENUE, form.lane)]),
    house: given(form.house) ?? NOT_APPLICABLE,
    address: joined([
      marked(HOUSE, form.house),
      marked(FLOOR, form.floor),
      marked(APARTMENT, form.apartment),
    ]),
  };
}

type StreetBoxes = Pick<AddressForm, 'avenue' | 'lane' | 'block' | 'house' | 'floor' | 'apartment'>;

/** "12, Avenue 3" into the street and the avenue; a street without the marker is the street alone. */
function readStreet(stored: string): { street: string; lane: string } {
  if (stored.startsWith(AVENUE)) return { street: '', lane: stored.slice(AVENUE.length) };
  const at = stored.lastIndexOf(`${JOIN}${AVENUE}`);
  if (at < 0) return { street: stored, lane: '' };
  return { street: stored.slice(0, at), lane: stored.slice(at + JOIN.length + AVENUE.length) };
}

const BUILDING = /^House [\s\S]*?(?:, Floor ([\s\S]*?))?(?:, Apartment ([\s\S]*))?$/;

/** The form's street and building boxes of a saved address: what streetFields wrote, read back. */
export function streetBoxes(
  address: Pick<Address, 'country' | 'street' | 'address' | 'block_avenue' | 'house'>,
): StreetBoxes {
  const street = address.street ?? '';
  const building = address.address ?? '';
  if (!writtenTheKuwaitiWay(address.country, address.house)) {
    return { avenue: street, lane: '', block: '', house: '', floor: '', apartment: building };
  }
  const { street: avenue, lane } = readStreet(street);
  // Rewritten elsewhere, the building line may no longer be ours: it is kept whole as the apartment.
  const parts = BUILDING.exec(building);
  return {
    avenue,
    lane,
    block: given(address.block_avenue) ?? '',
    house: given(address.house) ?? '',
    floor: parts ? (parts[1] ?? '') : '',
    apartment: parts ? (parts[2] ?? '') : building,
  };
}
