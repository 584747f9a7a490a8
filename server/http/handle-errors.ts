// Turns errors into replies. An ApiError is an expected refusal (4xx, in the request's language). Anything else is a
// real fault: a 500, and one log record naming only the method, the path, the status, the kind of error and a
// request id, which the reply carries in X-Request-Id so a report can be matched with the log. Never the error
// itself: a database error quotes its query's bound values (names, phones, e-mails, streets), and query strings
// and bodies may carry personal data too.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from './errors';
import { failure } from './reply';
import { newRequestId } from './request-record';

export type ErrorRecord = {
  method: string;
  path: string;
  status: number;
  /** The error's class, with a driver's SQLSTATE or Node's error code when there is one, e.g. "Error 23505". */
  kind: string;
  requestId: string;
};

/** `message` is "<METHOD> <path> failed"; `record` holds the same facts as fields, and nothing else. */
export type ErrorLogger = (message: string, record: ErrorRecord) => void;

export const defaultErrorLogger: ErrorLogger = (message, { status, kind, requestId }) =>
  console.error(`${message}: ${status} ${kind} (request ${requestId})`);

const codePattern = /^[A-Z0-9_]{2,40}$/;

/** The class of an error and its code, looked for on the error and its causes (Drizzle wraps driver errors). */
export function errorKind(error: unknown): string {
  const name = error instanceof Error ? error.name : typeof error;
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && codePattern.test(code)) return `${name} ${code}`;
    current = (current as { cause?: unknown }).cause;
  }
  return name;
}

/** The path as a log may hold it: control characters escaped (no forged lines), and at most 200 characters. */
const loggablePath = (path: string) =>
  Array.from(path.slice(0, 200), (char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f ? `\\x${code.toString(16).padStart(2, '0')}` : char;
  }).join('');

export function createErrorHandler(log: ErrorLogger) {
  return (error: Error, c: Context) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return failure(c, error.status, error.key, error.field, error.details);
    }
    // Hono raises these for malformed requests it rejects itself (e.g. an unparsable body).
    if (error instanceof HTTPException && error.status < 500)
      return failure(c, error.status as ContentfulStatusCode, 'badRequest');
    // Given by recordRequests, which also sets the reply's X-Request-Id.
    const requestId = c.get('requestId') ?? newRequestId();
    const record = {
      method: c.req.method,
      path: loggablePath(c.req.path),
      status: 500,
      kind: errorKind(error),
      requestId,
    };
    log(`${record.method} ${record.path} failed`, record);
    c.header('X-Request-Id', requestId);
    return failure(c, 500, 'internalError');
  };
}
