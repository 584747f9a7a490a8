import { describe, expect, it } from 'vitest';
import { errorText } from '../../../src/app/i18n/errorText';
import { createTestI18n } from '../renderWithShop';

describe('the text of an error a screen shows (SPEC §8: the shop’s texts, or the server’s own message)', () => {
  it('translates a key of the namespace in the shopper’s language', async () => {
    const i18n = await createTestI18n('ar');
    expect(errorText(i18n.t, i18n, 'checkout.promo.errors', 'pleaseEnterPromo')).toBe(
      i18n.getResource('ar', 'translation', 'checkout.promo.errors.pleaseEnterPromo'),
    );
    expect(errorText(i18n.t, i18n, 'checkout.promo.errors', 'pleaseEnterPromo')).not.toBe('pleaseEnterPromo');
  });

  it('fills the placeholders of a key with the params it is given, in either language', async () => {
    const en = await createTestI18n('en');
    expect(errorText(en.t, en, 'checkout.promo.errors', 'failedToValidatePromo', { status: 503 })).toBe(
      'Failed to validate promo code (503)',
    );
    const ar = await createTestI18n('ar');
    // Like every number the shop shows in Arabic, the status keeps its Latin digits.
    expect(errorText(ar.t, ar, 'checkout.promo.errors', 'failedToValidatePromo', { status: 503 })).toBe(
      'تعذّر التحقق من كود الخصم (503)',
    );
  });

  it('leaves a server’s message as it came even when params are given', async () => {
    const i18n = await createTestI18n('en');
    expect(errorText(i18n.t, i18n, 'payment.errors', 'Declined', { status: 500 })).toBe('Declined');
  });

  it('shows a server’s message as it came, also a single word that names no key', async () => {
    const i18n = await createTestI18n('en');
    expect(errorText(i18n.t, i18n, 'payment.errors', 'البطاقة مرفوضة')).toBe('البطاقة مرفوضة');
    expect(errorText(i18n.t, i18n, 'payment.errors', 'Declined')).toBe('Declined');
  });

  it('shows nothing when there is no error', async () => {
    const i18n = await createTestI18n('en');
    expect(errorText(i18n.t, i18n, 'login.messages', null)).toBe('');
  });
});
