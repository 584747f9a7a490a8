/**
 * When an order should arrive (beyond SPEC: what a shopper expects to be told on checkout, the thank-you page and
 * the order): a range of business days after the day it was placed, from the shop's settings per country and, in
 * Kuwait, per governorate (docs/API.md `GET /delivery/estimates`), counted on the shop's calendar with each
 * country's own weekend. Days are calendar days (calendarDay.ts), so the rule needs no clock.
 */
import { countryFromName } from '../addresses/countries';
import { KUWAIT_GOVERNORATES } from '../addresses/governorates';
import type { AddressPlace } from '../schemas';
import { calendarDayAt, weekdayOf } from '../shared/calendarDay';
import { isTerminalStatus } from './orderStatus';

/** One setting: business days from `min_days` to `max_days` for a governorate, or for the whole country (null). */
export interface DeliveryTime {
  country: string;
  governorate: string | null;
  min_days: number;
  max_days: number;
}

/**
 * What the shop promises when its backend has no settings of its own (a SPEC §7 backend lacks the call): the next
 * one or two business days in Kuwait, where the shop delivers, and three to five in the neighbours, where an order
 * travels further to be collected (SPEC §1).
 */
export const DEFAULT_DELIVERY_TIMES: readonly DeliveryTime[] = [
  { country: 'Kuwait', governorate: null, min_days: 1, max_days: 2 },
  { country: 'Saudi Arabia', governorate: null, min_days: 3, max_days: 5 },
  { country: 'United Arab Emirates', governorate: null, min_days: 3, max_days: 5 },
  { country: 'Bahrain', governorate: null, min_days: 3, max_days: 5 },
  { country: 'Qatar', governorate: null, min_days: 3, max_days: 5 },
  { country: 'Oman', governorate: null, min_days: 3, max_days: 5 },
];

/** The shop keeps Kuwait's time (UTC+3 all year): an order's day is its day in Kuwait. */
export const SHOP_UTC_OFFSET_MINUTES = 180;

const FRIDAY = 5;
const SATURDAY = 6;
const SUNDAY = 0;

/** Friday and Saturday across the Gulf; the Emirates rest on Saturday and Sunday. */
function weekendOf(country: string): readonly number[] {
  return countryFromName(country)?.iso === 'AE' ? [SATURDAY, SUNDAY] : [FRIDAY, SATURDAY];
}

/** A Kuwaiti governorate is stored by its English name, but may have been typed or sent in Arabic. */
function governorateKey(name: string): string {
  const wanted = name.trim().toLowerCase();
  const known = KUWAIT_GOVERNORATES.find((g) => g.en.toLowerCase() === wanted || g.ar === name.trim());
  return known ? known.en.toLowerCase() : wanted;
}

/** The setting for a place: its governorate's, else its country's, else none. */
export function deliveryTimeFor(
  times: readonly DeliveryTime[],
  country: string | null | undefined,
  governorate: string | null | undefined,
): DeliveryTime | null {
  const iso = countryFromName(country)?.iso;
  if (!iso) return null;
  const ofCountry = times.filter((time) => countryFromName(time.country)?.iso === iso);
  const wanted = governorate ? governorateKey(governorate) : null;
  return (
    ofCountry.find((time) => time.governorate !== null && governorateKey(time.governorate) === wanted) ??
    ofCountry.find((time) => time.governorate === null) ??
    null
  );
}

/** The `n`th business day after `day`; the 0th is `day` itself, or the next business day when it is a rest day. */
function businessDayAfter(day: number, n: number, weekend: readonly number[]): number {
  const resting = (d: number) => weekend.includes(weekdayOf(d));
  let current = day;
  if (n === 0) {
    while (resting(current)) current += 1;
    return current;
  }
  for (let counted = 0; counted < n; ) {
    current += 1;
    if (!resting(current)) counted += 1;
  }
  return current;
}

/** The first and last calendar days an order should arrive on. */
export interface DeliveryWindow {
  from: number;
  to: number;
}

/**
 * When an order placed at `placedAtMs` to this place should arrive: the `min_days`th to the `max_days`th business
 * day after the day it was placed (the day itself is not counted; a 0 means that day), skipping the country's
 * weekend. Null when no setting names the place.
 */
export function deliveryWindow(
  times: readonly DeliveryTime[],
  place: DeliveryPlace,
  placedAtMs: number,
): DeliveryWindow | null {
  const time = deliveryTimeFor(times, place.country, place.governorate);
  if (!time || !place.country) return null;
  const weekend = weekendOf(place.country);
  const placedOn = calendarDayAt(placedAtMs, SHOP_UTC_OFFSET_MINUTES);
  const min = Math.max(0, Math.floor(time.min_days));
  const max = Math.max(min, Math.floor(time.max_days));
  return { from: businessDayAfter(placedOn, min, weekend), to: businessDayAfter(placedOn, max, weekend) };
}

/** Where a delivery goes, as the estimate reads it: the country and the governorate (an address's `area`). */
export interface DeliveryPlace {
  country: string | null | undefined;
  governorate: string | null | undefined;
}

/**
 * Where an order goes: its address's parts, where the backend reads them back; else Kuwait as a whole, where the
 * shop delivers (SPEC §1). Null once the order is delivered or stopped: it needs no estimate any more.
 */
export function orderDeliveryPlace(order: {
  order_status: string | null;
  address_parts?: AddressPlace | null;
}): DeliveryPlace | null {
  if (isTerminalStatus(order.order_status)) return null;
  return {
    country: order.address_parts?.country || 'Kuwait',
    governorate: order.address_parts?.area ?? null,
  };
}
