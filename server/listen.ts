// Serves a Hono app over Node's HTTP server and resolves once it is listening, with the port actually bound
// (port 0 picks a free one, which tests rely on).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

export type Listening = {
  port: number;
  /**
   * Stops accepting connections and resolves once the requests in flight have finished; after `deadlineMs` the
   * connections still open are cut.
   */
  close(deadlineMs?: number): Promise<void>;
};

/**
 * How long an idle keep-alive connection stays open. A proxy in front keeps its idle connections to the server and
 * sends the next request on one of them: had the server just closed it, that request fails, a 502 for the shopper.
 * Node's 5 s is shorter than any proxy's (Caddy keeps them 2 minutes, nginx and cloud balancers 60 s), so the
 * server keeps them longer than the proxy does and the proxy is always the one to close.
 */
export const keepAliveMs = 130_000;

export function listen(
  app: Hono,
  { port, hostname }: { port: number; hostname: string },
): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname }, (info: AddressInfo) => {
      resolve({
        port: info.port,
        close: (deadlineMs) =>
          new Promise<void>((done, fail) => {
            const http = server as Server;
            const cut =
              deadlineMs === undefined ? undefined : setTimeout(() => http.closeAllConnections(), deadlineMs);
            // Clients keep idle keep-alive sockets open, which would hold close() until they let go: those idle
            // now, and each one as its last request is answered, are closed.
            const closeIdle = setInterval(() => http.closeIdleConnections(), 100);
            http.close((error) => {
              clearTimeout(cut);
              clearInterval(closeIdle);
              if (error) fail(error);
              else done();
            });
            http.closeIdleConnections();
          }),
      });
    });
    const http = server as Server;
    http.keepAliveTimeout = keepAliveMs;
    // Node asks that the time allowed for a request's headers exceed the keep-alive time.
    http.headersTimeout = keepAliveMs + 1_000;
    server.once('error', reject);
  });
}
