/**
 * A reverse proxy for tests that sends each request to the upstream of the first route whose path prefix it
 * matches, as a deployment's proxy sends `/api` to one backend and the rest to the shop's server. Every header is
 * passed through and the Host kept (deploy/Caddyfile's `reverse_proxy`); answers stream back.
 */
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProxyRoute = { prefix: string; upstream: string };

export type PathProxy = { url: string; close(): Promise<void> };

export function startPathProxy(routes: readonly ProxyRoute[]): Promise<PathProxy> {
  const agent = new Agent({ keepAlive: true });
  const server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    const route = routes.find(
      ({ prefix }) => path === prefix || path.startsWith(prefix.replace(/\/?$/, '/')),
    );
    if (!route) {
      outgoing.writeHead(502).end();
      return;
    }
    const upstream = new URL(route.upstream);
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path,
        headers: incoming.headers,
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      if (outgoing.headersSent) outgoing.destroy();
      else outgoing.writeHead(502).end();
    });
    incoming.pipe(forwarded);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () =>
          new Promise((closed) => {
            agent.destroy();
            server.closeAllConnections();
            server.close(() => closed());
          }),
      }),
    ),
  );
}
