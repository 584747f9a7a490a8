import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from './errors';
import { failure } from './reply';

export type ErrorLogger = (message: string, error: unknown) => void;

export function createErrorHandler(log: ErrorLogger) {
  return (error: Error, c: Context) => {
    if (error instanceof ApiError) return failure(c, error.status, error.key, error.field);
    // Hono raises these for malformed requests it rejects itself (e.g. an unparsable body).
    if (error instanceof HTTPException && error.status < 500)
      return failure(c, error.status as ContentfulStatusCode, 'badRequest');
    // Only the method and path are logged: query strings and bodies may carry personal data.
    log(`${c.req.method} ${c.req.path} failed`, error);
    return failure(c, 500, 'internalError');
  };
}
