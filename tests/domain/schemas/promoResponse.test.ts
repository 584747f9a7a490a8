import { describe, expect, it } from 'vitest';
import { PromoValidationResponseSchema } from '../../../src/domain';

describe('promo validation response (SPEC §7)', () => {
  it('keeps a missing promo_code apart from an empty one', () => {
    expect(PromoValidationResponseSchema.parse({ status: false }).promo_code).toBeNull();
    expect(PromoValidationResponseSchema.parse({ status: false, promo_code: [] }).promo_code).toEqual([]);
  });

  it('rejects a body that is none of the three shapes', () => {
    expect(PromoValidationResponseSchema.safeParse({}).success).toBe(false);
    expect(PromoValidationResponseSchema.safeParse({ status: true, promo_code: 'SAVE' }).success).toBe(false);
  });
});
