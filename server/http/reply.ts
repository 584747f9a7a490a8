import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { MessageSlot } from './errors';
import { type Language, languageOf } from './language';
import { type MessageKey, messages } from './messages';

/** The message of `key` in the request's language (unless told), with `field` put into its {field} slot. */
export function messageFor(
  c: Context,
  key: MessageKey,
  field?: MessageSlot,
  language: Language = languageOf(c),
): string {
  const text: string = messages[key][language];
  if (field === undefined) return text;
  return text.replaceAll('{field}', typeof field === 'string' ? field : field[language]);
}

export function failure(
  c: Context,
  status: ContentfulStatusCode,
  key: MessageKey,
  field?: MessageSlot,
  details: Readonly<Record<string, unknown>> = {},
) {
  c.header('Content-Language', languageOf(c));
  return c.json({ status: false as const, ...details, message: messageFor(c, key, field) }, status);
}
