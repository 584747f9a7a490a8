import type { i18n as I18n, TFunction } from 'i18next';

/**
 * The cardPayment machine's error is a translation key (SPEC §5, §8 payment texts) or the provider's own message,
 * which the server already wrote in the shopper's language; only keys are translated.
 */
export function paymentErrorText(error: string, t: TFunction, i18n: I18n): string {
  const key = `payment.errors.${error}`;
  return /^[A-Za-z]+$/.test(error) && i18n.exists(key) ? t(key) : error;
}
