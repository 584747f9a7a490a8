// One record per request, for the access log and the metrics (docs/API.md, "Logs and metrics"): the method, the
// route's pattern (never the path itself, which may hold an id, a search or a code), the status, the time taken,
// the bytes sent and the request id, which the reply carries in X-Request-Id. A route may add what it decided
// (`outcome`: a login code's fate, an order's payment type); an idempotent replay is named by its reply's header.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';

export type RequestRecord = {
  method: string;
  /** The pattern of the route that answered, e.g. `/api/getProductById/:id`; `unmatched` when none did. */
  route: string;
  status: number;
  ms: number;
  /** Bytes sent, headers included (over HTTP); the body's bytes in process. */
  bytes: number;
  requestId: string;
  outcome?: string;
  replayed?: true;
};

declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
    /** What the route decided, for the records: `sent`, `otpWrong`, `cash`, … */
    outcome: string;
  }
}

/** An incoming X-Request-Id is kept when it is a plain token (a balancer's id), so one id follows a request. */
const requestIdFormat = /^[A-Za-z0-9._:-]{8,64}$/;

export const newRequestId = () => randomBytes(8).toString('hex');

/** The route that answered (Hono's index of the last handler run), unless only middleware of every method did. */
function routePattern(c: Context): string {
  const route = matchedRoutes(c)[c.req.routeIndex];
  return route && route.method !== 'ALL' ? route.path : 'unmatched';
}

/** The environment of the requests the server render makes of the API in process: they are not recorded. */
export const renderRequest = { renderRequest: true } as const;

/** Gives every request its id; with `record`, also hands it each request's record. */
export function recordRequests(record?: (entry: RequestRecord) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header('X-Request-Id');
    const requestId = incoming && requestIdFormat.test(incoming) ? incoming : newRequestId();
    c.set('requestId', requestId);
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    const socket = outgoing?.socket;
    const bytesBefore = socket?.bytesWritten ?? 0;
    await next();
    c.header('X-Request-Id', requestId);
    if (!record || (c.env as { renderRequest?: boolean } | undefined)?.renderRequest) return;
    const entry = (bytes: number): RequestRecord => {
      const outcome = c.get('outcome');
      return {
        method: c.req.method,
        route: routePattern(c),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        bytes,
        requestId,
        ...(outcome ? { outcome } : {}),
        ...(c.res.headers.get('Idempotent-Replayed') === 'true' ? { replayed: true as const } : {}),
      };
    };
    // Over HTTP the record is made once the reply has left, so its time and size are the whole reply's; a reply
    // the client stopped reading (a stream of events it closed) is recorded when its connection closes.
    if (outgoing && socket) {
      let recorded = false;
      const recordOnce = () => {
        if (recorded) return;
        recorded = true;
        record(entry(socket.bytesWritten - bytesBefore));
      };
      outgoing.once('finish', recordOnce);
      outgoing.once('close', recordOnce);
    } else if (c.res.body && isEventStream(c.res))
      c.res = recordedWhenRead(c.res, (bytes) => record(entry(bytes)));
    else record(entry(c.res.body ? (await c.res.clone().arrayBuffer()).byteLength : 0));
  };
}

const isEventStream = (response: Response) =>
  response.headers.get('Content-Type')?.startsWith('text/event-stream') ?? false;

/**
 * In process, a stream of events (server/customer-log/log-stream.ts) is recorded once it ends or its reader stops,
 * as over HTTP: waiting for the whole body first would never hand the reply to its reader.
 */
function recordedWhenRead(response: Response, done: (bytes: number) => void): Response {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  let bytes = 0;
  let recorded = false;
  const finish = () => {
    if (recorded) return;
    recorded = true;
    done(bytes);
  };
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = await reader.read();
      if (chunk.done) {
        finish();
        controller.close();
        return;
      }
      bytes += chunk.value.byteLength;
      controller.enqueue(chunk.value);
    },
    async cancel(reason) {
      finish();
      await reader.cancel(reason);
    },
  });
  return new Response(body, response);
}
