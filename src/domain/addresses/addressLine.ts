/**
 * An address as one line in a language (SPEC §3 language rule): what the shopper typed (street, piece) as typed,
 * the places (town, governorate, country) named in the language, joined with that language's comma. The checkout
 * shows it and the order sends it, so the order's address reads as the shopper saw it.
 */

import { regionName, townName } from '../geo/placeNames';
import type { SelectedAddress } from '../schemas';
import type { Language } from '../shared/language';
import { countryFromName } from './countries';
import { KUWAIT_GOVERNORATES } from './governorates';

/** A stored town or district (in either language) named in `lang`; an unknown one as stored. */
export function cityName(stored: string, lang: Language): string {
  return townName(stored, lang) ?? stored;
}

/** A stored governorate, emirate or region named in `lang`; an unknown one as stored. */
export function governorateName(stored: string, lang: Language): string {
  return KUWAIT_GOVERNORATES.find((g) => g.en === stored)?.[lang] ?? regionName(stored, lang) ?? stored;
}

/** A stored country named in `lang`; an unknown one as stored. */
export function countryName(stored: string, lang: Language): string {
  const country = countryFromName(stored);
  return country ? country[lang] : stored;
}

export interface AddressPart {
  key: 'street' | 'piece' | 'city' | 'area' | 'country';
  text: string;
  /** Typed by the shopper: kept in its own script and direction (a screen isolates it, `<bdi>`). */
  typed: boolean;
}

type Placed = Pick<SelectedAddress, 'street' | 'piece' | 'city' | 'area' | 'country'>;

export function addressParts(address: Placed, lang: Language): AddressPart[] {
  const parts: { key: AddressPart['key']; text: string | null | undefined; typed: boolean }[] = [
    { key: 'street', text: address.street, typed: true },
    { key: 'piece', text: address.piece, typed: true },
    { key: 'city', text: address.city && cityName(address.city, lang), typed: false },
    { key: 'area', text: address.area && governorateName(address.area, lang), typed: false },
    { key: 'country', text: address.country && countryName(address.country, lang), typed: false },
  ];
  return parts.filter((part): part is AddressPart => !!part.text && part.text.trim() !== '');
}

export const addressSeparator = (lang: Language): string => (lang === 'ar' ? '، ' : ', ');

export function addressLine(address: Placed, lang: Language): string {
  return addressParts(address, lang)
    .map((part) => part.text)
    .join(addressSeparator(lang));
}
