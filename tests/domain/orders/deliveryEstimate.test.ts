import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DELIVERY_TIMES,
  type DeliveryTime,
  deliveryTimeFor,
  deliveryWindow,
  MS_PER_DAY,
  orderDeliveryPlace,
} from '../../../src/domain';

/** The calendar day of a date written as in a calendar, e.g. '2026-12-10'. */
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / MS_PER_DAY;
/** An instant in Kuwait's time (UTC+3). */
const inKuwait = (isoLocal: string) => Date.parse(`${isoLocal}+03:00`);

const times: DeliveryTime[] = [
  { country: 'Kuwait', governorate: null, min_days: 1, max_days: 3 },
  { country: 'Kuwait', governorate: 'Hawalli', min_days: 1, max_days: 2 },
  { country: 'Kuwait', governorate: 'Al Jahra', min_days: 2, max_days: 4 },
  { country: 'United Arab Emirates', governorate: null, min_days: 1, max_days: 2 },
];

describe('which delivery time a place gets', () => {
  it("takes its governorate's time, else its country's, else none", () => {
    expect(deliveryTimeFor(times, 'Kuwait', 'Hawalli')?.max_days).toBe(2);
    expect(deliveryTimeFor(times, 'Kuwait', 'Al Ahmadi')?.max_days).toBe(3);
    expect(deliveryTimeFor(times, 'Kuwait', null)?.max_days).toBe(3);
    expect(deliveryTimeFor(times, 'Qatar', 'Doha')).toBeNull();
    expect(deliveryTimeFor(times, null, 'Hawalli')).toBeNull();
  });

  it('reads a country or a Kuwaiti governorate in Arabic, or in other letters, as the same place', () => {
    expect(deliveryTimeFor(times, 'الكويت', 'الجهراء')?.max_days).toBe(4);
    expect(deliveryTimeFor(times, 'kuwait', 'HAWALLI ')?.max_days).toBe(2);
    expect(deliveryTimeFor(times, 'UAE', 'Dubai')?.max_days).toBe(2);
  });

  it('has a default for each of the six countries, for a backend without delivery times', () => {
    for (const country of ['Kuwait', 'Saudi Arabia', 'United Arab Emirates', 'Bahrain', 'Qatar', 'Oman'])
      expect(deliveryTimeFor(DEFAULT_DELIVERY_TIMES, country, null)).not.toBeNull();
  });
});

describe('when an order should arrive', () => {
  it('counts business days after the day it was placed', () => {
    // Sunday 6 December 2026, 1–2 days: Monday and Tuesday.
    expect(
      deliveryWindow(times, { country: 'Kuwait', governorate: 'Hawalli' }, inKuwait('2026-12-06T10:00')),
    ).toEqual({ from: day('2026-12-07'), to: day('2026-12-08') });
  });

  it("skips Kuwait's weekend, Friday and Saturday", () => {
    // Thursday 10 December: Friday and Saturday rest, so 1–2 days are Sunday 13 and Monday 14.
    expect(
      deliveryWindow(times, { country: 'Kuwait', governorate: 'Hawalli' }, inKuwait('2026-12-10T12:00')),
    ).toEqual({ from: day('2026-12-13'), to: day('2026-12-14') });
    // Wednesday 9 December, 2–4 days: Thursday is the first, then Sunday, Monday, Tuesday.
    expect(
      deliveryWindow(times, { country: 'Kuwait', governorate: 'Al Jahra' }, inKuwait('2026-12-09T09:00')),
    ).toEqual({ from: day('2026-12-13'), to: day('2026-12-15') });
  });

  it('counts from the next business day an order placed on the weekend', () => {
    // Friday 11 December, 1–3 days: Sunday, Monday, Tuesday.
    expect(
      deliveryWindow(times, { country: 'Kuwait', governorate: null }, inKuwait('2026-12-11T15:00')),
    ).toEqual({
      from: day('2026-12-13'),
      to: day('2026-12-15'),
    });
  });

  it("rests on the Emirates' weekend, Saturday and Sunday, there", () => {
    // Friday 11 December is a working day in the Emirates: 1–2 days are Monday 14 and Tuesday 15.
    const window = deliveryWindow(
      times,
      { country: 'United Arab Emirates', governorate: 'Dubai' },
      inKuwait('2026-12-11T10:00'),
    );
    expect(window).toEqual({ from: day('2026-12-14'), to: day('2026-12-15') });
  });

  it("takes the order's day in Kuwait, not in UTC", () => {
    // 22:30 UTC on Thursday is 01:30 on Friday in Kuwait: the weekend has begun.
    const placed = Date.parse('2026-12-10T22:30:00Z');
    expect(deliveryWindow(times, { country: 'Kuwait', governorate: 'Hawalli' }, placed)).toEqual({
      from: day('2026-12-13'),
      to: day('2026-12-14'),
    });
  });

  it('makes a 0 the day itself, or the next business day', () => {
    const sameDay = [{ country: 'Kuwait', governorate: null, min_days: 0, max_days: 1 }];
    expect(
      deliveryWindow(sameDay, { country: 'Kuwait', governorate: null }, inKuwait('2026-12-07T08:00')),
    ).toEqual({
      from: day('2026-12-07'),
      to: day('2026-12-08'),
    });
    expect(
      deliveryWindow(sameDay, { country: 'Kuwait', governorate: null }, inKuwait('2026-12-12T08:00')),
    ).toEqual({
      from: day('2026-12-13'),
      to: day('2026-12-13'),
    });
  });

  it('gives no window for a place no setting names', () => {
    expect(
      deliveryWindow(times, { country: 'Oman', governorate: 'Muscat' }, inKuwait('2026-12-07T08:00')),
    ).toBeNull();
  });
});

describe("where an order's estimate is for", () => {
  it("is its address's country and governorate, else Kuwait, and nowhere once it is delivered or stopped", () => {
    const parts = { street: null, piece: null, city: 'Salmiya', area: 'Hawalli', country: 'Kuwait' };
    expect(orderDeliveryPlace({ order_status: 'confirmed', address_parts: parts })).toEqual({
      country: 'Kuwait',
      governorate: 'Hawalli',
    });
    expect(orderDeliveryPlace({ order_status: 'shipped', address_parts: null })).toEqual({
      country: 'Kuwait',
      governorate: null,
    });
    for (const status of ['delivered', 'cancelled', 'refunded'])
      expect(orderDeliveryPlace({ order_status: status, address_parts: parts })).toBeNull();
  });
});
