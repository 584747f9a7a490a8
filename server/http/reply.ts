import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type Language, languageOf } from './language';
import { type MessageKey, messages } from './messages';

/** The message of `key` in the request's language (unless told), with `field` put into its {field} slot. */
export function messageFor(
  c: Context,
  key: MessageKey,
  field?: string,
  language: Language = languageOf(c),
): string {
  const text: string = messages[key][language];
  return field === undefined ? text : text.replaceAll('{field}', field);
}

export function failure(c: Context, status: ContentfulStatusCode, key: MessageKey, field?: string) {
  c.header('Content-Language', languageOf(c));
  return c.json({ status: false as const, message: messageFor(c, key, field) }, status);
}
