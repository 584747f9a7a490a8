// Serves a Hono app over Node's HTTP server and resolves once it is listening, with the port actually bound
// (port 0 picks a free one, which tests rely on).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

export type Listening = { port: number; close(): Promise<void> };

export function listen(
  app: Hono,
  { port, hostname }: { port: number; hostname: string },
): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname }, (info: AddressInfo) => {
      resolve({
        port: info.port,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            // Browsers keep idle keep-alive sockets open, which would hold close() forever.
            if ('closeIdleConnections' in server) (server as Server).closeIdleConnections();
          }),
      });
    });
    server.once('error', reject);
  });
}
