/**
 * An address as one line in a language (SPEC §3 language rule): what the shopper typed (block, street, house…) as
 * typed, the places (town, governorate, country) named in the language, joined with that language's comma. The
 * checkout shows it and the order sends it; an order page composes it again from the order's parts, so an
 * address reads in the page's language whichever language it was ordered in.
 *
 * In Kuwait a part typed as a bare number is named by what it is, in the line's language ("Block 5, Street 12,
 * House 7" / "قطعة 5، شارع 12، منزل 7"): a courier cannot tell a block from a house by the number alone. A part
 * typed as a name ("Gulf Road", "شارع الخليج") already says what it is, and stays as typed.
 */

import { regionName, townName } from '../geo/placeNames';
import type { AddressPlace } from '../schemas';
import type { Language } from '../shared/language';
import { countryFromName } from './countries';
import { KUWAIT_GOVERNORATES } from './governorates';
import { hasKuwaitiFields } from './kuwaitiAddress';

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

type TypedKey = 'piece' | 'street' | 'avenue' | 'house' | 'floor' | 'apartment';

/** The names of the typed parts. Here and not in the locale files: the order's line is composed in the domain. */
const PART_LABELS: Readonly<Record<TypedKey, Readonly<Record<Language, string>>>> = {
  piece: { en: 'Block', ar: 'قطعة' },
  street: { en: 'Street', ar: 'شارع' },
  avenue: { en: 'Avenue', ar: 'جادة' },
  house: { en: 'House', ar: 'منزل' },
  floor: { en: 'Floor', ar: 'الدور' },
  apartment: { en: 'Apartment', ar: 'شقة' },
};

/** The Kuwaiti order, door last: block, street, avenue, house, floor, apartment. */
const TYPED_KEYS: readonly TypedKey[] = ['piece', 'street', 'avenue', 'house', 'floor', 'apartment'];

export interface AddressPart {
  key: TypedKey | 'city' | 'area' | 'country';
  text: string;
  /** Typed by the shopper: kept in its own script and direction (a screen isolates it, `<bdi>`). */
  typed: boolean;
  /** What a typed bare number is, in the line's language ("Block"); null when the text says it itself. */
  label: string | null;
}

const startsWithDigit = (text: string) => /^\p{Nd}/u.test(text);

/** The typed parts of an address, in the Kuwaiti order: what an address card shows as its street line. */
export function streetParts(address: AddressPlace, lang: Language): AddressPart[] {
  const labelled = hasKuwaitiFields(address.country);
  return TYPED_KEYS.flatMap((key) => {
    const text = address[key]?.trim() ?? '';
    if (text === '') return [];
    const label = labelled && startsWithDigit(text) ? PART_LABELS[key][lang] : null;
    return [{ key, text, typed: true, label }];
  });
}

export function addressParts(address: AddressPlace, lang: Language): AddressPart[] {
  const places: AddressPart[] = [
    { key: 'city', text: address.city ? cityName(address.city, lang) : '', typed: false, label: null },
    { key: 'area', text: address.area ? governorateName(address.area, lang) : '', typed: false, label: null },
    {
      key: 'country',
      text: address.country ? countryName(address.country, lang) : '',
      typed: false,
      label: null,
    },
  ];
  return [...streetParts(address, lang), ...places.filter((part) => part.text.trim() !== '')];
}

/** A part as the line shows it: its label, if any, before the text. */
export const partText = (part: AddressPart): string =>
  part.label ? `${part.label} ${part.text}` : part.text;

export const addressSeparator = (lang: Language): string => (lang === 'ar' ? '، ' : ', ');

export function addressLine(address: AddressPlace, lang: Language): string {
  return addressParts(address, lang).map(partText).join(addressSeparator(lang));
}
