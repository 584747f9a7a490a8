// A reply sent before its request's body has fully arrived (a refusal that needs no body: too large, not logged in)
// ends its connection (`Connection: close`, RFC 9112 §9.6). Otherwise the client, taking the connection as free,
// sends its next request on it while the server is still discarding the rest of the body, which @hono/node-server
// gives up on after half a second by destroying the socket: that next request then fails with no answer at all
// ("other side closed"). A body that has arrived, read or not, leaves the connection open.
import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';

export const closeAfterUnreadBody: MiddlewareHandler = async (c, next) => {
  await next();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming && !incoming.complete) c.header('Connection', 'close');
};
