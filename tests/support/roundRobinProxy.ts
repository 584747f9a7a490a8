/**
 * A load balancer for tests: each request goes to the next instance in turn, as a round-robin balancer sends
 * them, with every header (cookies, encodings, caching) passed through and the Host kept, as Caddy's
 * `reverse_proxy` does (deploy/Caddyfile). Answers stream back; a request's body is read first, so that it can be
 * sent again.
 */
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepAliveMs } from '../../server/listen';

export type RoundRobinProxy = {
  url: string;
  /** The instances' base URLs; the proxy answers 503 while there are none. */
  upstreams: string[];
  close(): Promise<void>;
};

export function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  const upstreams: string[] = [];
  const agent = new Agent({ keepAlive: true });
  let next = 0;
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const send = (retry: boolean) => {
      const upstream = upstreams.length ? new URL(upstreams[next++ % upstreams.length] as string) : null;
      if (!upstream) {
        outgoing.writeHead(503).end();
        return;
      }
      const forwarded = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: incoming.method,
          path: incoming.url,
          headers: incoming.headers,
          agent,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
          answer.pipe(outgoing);
        },
      );
      forwarded.on('error', (error: NodeJS.ErrnoException) => {
        // A kept connection the instance closed just as the request left: the request never reached it, so it is
        // sent again, as Caddy does.
        if (retry && forwarded.reusedSocket && error.code === 'ECONNRESET') send(false);
        // An instance that went away mid-answer: the shopper sees a failed request, as behind a real balancer.
        else if (outgoing.headersSent) outgoing.destroy();
        else outgoing.writeHead(502).end();
      });
      forwarded.end(body);
    };
    send(true);
  });
  // As the shop's own server (server/listen.ts), and as Caddy: idle connections from the tests' fetch outlive the
  // client's own idle timeout, so the client always closes first. With Node's 5 s, a login's POST once went out on
  // a connection the proxy was closing at that moment, and CI failed on its ECONNRESET.
  server.keepAliveTimeout = keepAliveMs;
  server.headersTimeout = keepAliveMs + 1_000;
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        upstreams,
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
