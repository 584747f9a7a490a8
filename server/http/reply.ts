import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { languageOf } from './language';
import { type MessageKey, messages } from './messages';

export function failure(c: Context, status: ContentfulStatusCode, key: MessageKey) {
  const language = languageOf(c);
  c.header('Content-Language', language);
  return c.json({ status: false as const, message: messages[key][language] }, status);
}
