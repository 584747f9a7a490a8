import type { i18n as I18n, TFunction } from 'i18next';

/** Values a key's text interpolates, such as the `{{status}}` of 'Failed to validate promo code ({{status}})'. */
export type ErrorParams = Record<string, string | number>;

import { useTranslation } from './translation';

/**
 * The one rule for every error a screen shows (login, payment, promo): a machine's error is either a translation
 * key under `namespace` (a SPEC §5 or §8 text) or the server's own message, which the server already wrote in the
 * shopper's language and is shown as it came. Only a bare word naming a key that exists is translated; `params`
 * fill that key's placeholders (a server's own message has none, so they do not touch it).
 */
export function errorText(
  t: TFunction,
  i18n: I18n,
  namespace: string,
  message: string | null,
  params?: ErrorParams,
): string {
  if (!message) return '';
  const key = `${namespace}.${message}`;
  return /^[A-Za-z]+$/.test(message) && i18n.exists(key) ? t(key, params) : message;
}

/** `errorText` for one namespace, in the current language. */
export function useErrorText(namespace: string): (message: string | null, params?: ErrorParams) => string {
  const { t, i18n } = useTranslation();
  return (message, params) => errorText(t, i18n, namespace, message, params);
}
