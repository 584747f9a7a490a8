import { describe, expect, it } from 'vitest';
import { deliveryFee, FALLBACK_DELIVERY_FILS, interpretPromoResponse } from '../../src/domain';
import { promoFailureOf } from '../../src/machines/checkoutPromo';
import { FAULTS, type Fault, faultHarness, faultOf, stored } from './faultHarness';
import { translated } from './shopperTexts';

const harness = faultHarness('checkout');

/** SPEC §9: rates are cached for 5 minutes. */
const PAST_THE_RATE_CACHE_MS = 5 * 60_000 + 1;

describe('delivery rates under faults (SPEC §7 /deliveryCharges_admin; §9 Delivery fee)', () => {
  for (const fault of FAULTS) {
    it(`${fault.name} once the cache is stale throws, so checkout charges the 2 KD fallback and says so`, async () => {
      const { engine, network, later } = await harness.open();
      const rates = await engine.checkout.deliveryRates();
      expect(rates.length).toBeGreaterThan(0);
      later(PAST_THE_RATE_CACHE_MS);

      network.inject(fault);
      await expect(engine.checkout.deliveryRates()).rejects.toThrow();
      // The checkout machine reads a rejection as 'unavailable': SPEC §9 "On an error the fee is 2 KD".
      const fee = deliveryFee({ country: 'Kuwait', weightKg: 1, subtotalFils: 1000, rates: 'unavailable' });
      expect(fee).toEqual({ kind: 'charged', fils: FALLBACK_DELIVERY_FILS, basis: 'fallback' });
      expect(FALLBACK_DELIVERY_FILS).toBe(2000);
      translated('checkout.summary.ratesFailed');
      translated('checkout.summary.retryRates');

      network.heal();
      expect(await engine.checkout.deliveryRates()).toEqual(rates);
    });
  }

  it('never meets a fault while the rates are fresh: the 5-minute cache answers without a call', async () => {
    const { engine, network } = await harness.open();
    const rates = await engine.checkout.deliveryRates();
    network.forget();
    network.inject(faultOf('networkCut'));
    expect(await engine.checkout.deliveryRates()).toEqual(rates);
    expect(network.sent).toEqual([]);
  });
});

describe('promo validation under faults (SPEC §5 Promo code; §8 Promo texts)', () => {
  /**
   * SPEC §8: a check the server failed with a status is 'Failed to validate promo code ({status})'; one that got no
   * usable answer (cut, time-out, malformed) is 'Error validating promo code'. Neither says the code is invalid.
   */
  const said = (fault: Fault) =>
    fault.error === 'server'
      ? { promoError: 'failedToValidatePromo', promoErrorStatus: 500 }
      : { promoError: 'errorValidatingPromo', promoErrorStatus: null };
  const shown: Record<string, string> = {
    failedToValidatePromo: 'Failed to validate promo code (500)',
    errorValidatingPromo: 'Error validating promo code',
  };

  for (const fault of FAULTS) {
    it(`${fault.name} throws, so checkout says '${shown[said(fault).promoError]}' and not that the code is invalid`, async () => {
      const { engine, db, log, network } = await harness.open();
      await log.append('LanguageChanged', { language: 'en' });
      const before = await stored(db, ['events', 'projections']);

      network.inject(fault);
      const failure = await engine.checkout.validatePromo('WELCOME10').then(
        () => expect.fail('the promo check should have thrown'),
        (error: unknown) => error,
      );
      // What the checkout machine's validatePromo onError sets from the rejection.
      expect(promoFailureOf(failure)).toEqual(said(fault));
      const texts = translated(`checkout.promo.errors.${said(fault).promoError}`);
      expect(texts.en.replace('{{status}}', '500')).toBe(shown[said(fault).promoError]);
      expect(await stored(db, ['events', 'projections'])).toEqual(before);

      network.heal();
      expect(interpretPromoResponse(await engine.checkout.validatePromo('WELCOME10'))).toMatchObject({
        ok: true,
      });
    });
  }
});

describe('reverse geocoding under faults (SPEC §7 Maps service)', () => {
  for (const fault of FAULTS) {
    it(`${fault.name} gives no place and says why, so the picker says the address will be looked up online`, async () => {
      const { engine, network } = await harness.open();
      network.inject(fault);
      expect(await engine.geocode.reverseGeocode(29.3759, 47.9774)).toEqual({
        place: null,
        error: fault.error,
      });
      // MapPicker and LocationField show these when the answer carries an error.
      translated('map.addressOffline');
      translated('addressForm.addressOffline');

      network.heal();
      expect(await engine.geocode.reverseGeocode(29.3759, 47.9774)).toMatchObject({
        place: expect.objectContaining({ country: 'Kuwait' }),
        error: null,
      });
    });
  }
});
