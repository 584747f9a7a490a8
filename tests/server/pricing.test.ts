import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Failure, openSeededApp, type SeededApp, type Success } from './support/seeded-app';

// Pinned so that GULF25 (valid to the end of 2099) and EXPIRED50 (ended 2024-01-01) stay on their sides.
const today = new Date('2026-06-01T09:00:00Z');

let shop: SeededApp;
beforeAll(async () => {
  shop = await openSeededApp({ now: () => today });
});
afterAll(() => shop.close());

type PromoReply = { status: boolean; promo_code: { code: string; discount: number }[] };
type Rate = {
  country: string;
  delivery_weight_range_start: number;
  delivery_weight_range_end: number | null;
  per_kg_price: number;
  free_after: number;
};

describe('promo validation (SPEC §5 Promo code, §7 /getPromoValid)', () => {
  it('accepts an active code with its discount percentage', async () => {
    expect((await shop.get<PromoReply>('/api/getPromoValid/WELCOME10')).body).toEqual({
      status: true,
      promo_code: [{ code: 'WELCOME10', discount: 10 }],
    });
    expect((await shop.get<PromoReply>('/api/getPromoValid/GULF25')).body.promo_code).toEqual([
      { code: 'GULF25', discount: 25 },
    ]);
  });

  it('ignores the case of the code', async () => {
    expect((await shop.get<PromoReply>('/api/getPromoValid/welcome10')).body.status).toBe(true);
  });

  it('answers status false with an empty list for an expired, an inactive or an unknown code', async () => {
    for (const code of ['EXPIRED50', 'RAMADAN15', 'NOSUCHCODE']) {
      const reply = await shop.get<PromoReply>(`/api/getPromoValid/${code}`);
      expect(reply.status, code).toBe(200);
      expect(reply.body, code).toEqual({ status: false, promo_code: [] });
    }
  });

  it('refuses a malformed code with a 400', async () => {
    const reply = await shop.get<Failure>(`/api/getPromoValid/${encodeURIComponent('<script>')}`, 'en');
    expect(reply.status).toBe(400);
    expect(reply.body.status).toBe(false);
    expect((await shop.get(`/api/getPromoValid/${'A'.repeat(33)}`)).status).toBe(400);
  });
});

describe('delivery rates (SPEC §9 Delivery fee, §7 /deliveryCharges_admin)', () => {
  it('covers the six Gulf countries with weight ranges, some open-ended and some never free', async () => {
    const { body } = await shop.get<Success<Rate[]>>('/api/deliveryCharges_admin');
    expect(new Set(body.data.map((rate) => rate.country))).toEqual(
      new Set(['Kuwait', 'Saudi Arabia', 'United Arab Emirates', 'Bahrain', 'Qatar', 'Oman']),
    );
    expect(body.data.some((rate) => rate.delivery_weight_range_end === null)).toBe(true);
    expect(body.data.some((rate) => rate.free_after === 0)).toBe(true);
    for (const rate of body.data) {
      expect(rate.per_kg_price).toBeGreaterThan(0);
      if (rate.delivery_weight_range_end !== null) {
        expect(rate.delivery_weight_range_end).toBeGreaterThan(rate.delivery_weight_range_start);
      }
    }
  });
});

describe('delivery estimates (beyond SPEC: docs/API.md "Delivery estimates")', () => {
  type Estimate = { country: string; governorate: string | null; min_days: number; max_days: number };

  it("names each Kuwaiti governorate's business days and each of the six countries'", async () => {
    const reply = await shop.get<Success<Estimate[]>>('/api/delivery/estimates');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('Cache-Control')).toContain('public');
    const estimates = reply.body.data;
    expect(estimates).toContainEqual({
      country: 'Kuwait',
      governorate: 'Al Jahra',
      min_days: 2,
      max_days: 4,
    });
    for (const country of ['Kuwait', 'Saudi Arabia', 'United Arab Emirates', 'Bahrain', 'Qatar', 'Oman'])
      expect(
        estimates.some((row) => row.country === country && row.governorate === null),
        country,
      ).toBe(true);
    for (const row of estimates) expect(row.min_days).toBeLessThanOrEqual(row.max_days);
  });
});
