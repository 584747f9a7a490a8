/**
 * The shop as a WebKit or Firefox test reaches it: a proxy on an origin of its own that passes every request to
 * the shop and records what went wrong in the browser (problemRecorder.ts). It adds the page recorder to each page
 * whose policy lets a same-origin script run (never by loosening a policy), puts the worker recorder before the
 * sync worker's code, adds a `report-uri` to every Content-Security-Policy, and answers the recorders' posts and
 * the reports itself.
 *
 * The shop sends shoppers back from the hosted payment page only to its configured origin (PUBLIC_ORIGIN), the
 * shop's own address here, so the proxy speaks for it: the proxy's origin is put for the shop's in redirects and in
 * the pages and answers it passes on, and the shop's for the proxy's in what the page sends, as a deployment's
 * reverse proxy does for a shop that knows only its public address.
 */
import { Agent, createServer, type IncomingHttpHeaders, type IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepAliveMs } from '../../../../server/listen';
import {
  CSP_REPORTS_PATH,
  describeCspReport,
  describeProblem,
  PROBLEMS_PATH,
  pageRecorder,
  RECORDER_PATH,
  workerFaults,
  workerRecorder,
} from './problemRecorder';

export type RecordingProxy = {
  url: string;
  /** Every problem recorded since the last call, one line each, and forgets them. */
  takeProblems(): string[];
  /** While on, every sync worker served fails at once in each way its recorder must hear (recorderProbe.ts). */
  faultWorkers(on: boolean): void;
  close(): Promise<void>;
};

async function bodyOf(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The sources a policy lets scripts come from: its `script-src`, else its `default-src`. */
function scriptSources(policy: string): string[] {
  const directives = new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name.toLowerCase(), values] as const),
  );
  return directives.get('script-src') ?? directives.get('default-src') ?? [];
}

const isSyncWorker = (path: string, headers: IncomingHttpHeaders) =>
  headers['sec-fetch-dest'] === 'worker' || /^\/assets\/worker-[\w-]+\.js$/.test(path);

export function startRecordingProxy(shopUrl: string): Promise<RecordingProxy> {
  const shop = new URL(shopUrl);
  const agent = new Agent({ keepAlive: true });
  let problems: string[] = [];
  let ownOrigin = '';
  let faulty = false;

  const server = createServer(async (incoming, outgoing) => {
    const path = incoming.url ?? '/';
    if (path === RECORDER_PATH) {
      outgoing.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      outgoing.end(pageRecorder);
      return;
    }
    if (path === PROBLEMS_PATH || path === CSP_REPORTS_PATH) {
      const body = (await bodyOf(incoming)).toString();
      try {
        const posted = JSON.parse(body);
        problems.push(
          path === PROBLEMS_PATH ? describeProblem(posted) : describeCspReport(posted, ownOrigin),
        );
      } catch {
        problems.push(`unreadable ${path} post: ${body.slice(0, 300)}`);
      }
      outgoing.writeHead(204).end();
      return;
    }

    const sent = (await bodyOf(incoming)).toString('latin1').replaceAll(ownOrigin, shop.origin);
    const headers: IncomingHttpHeaders = { ...incoming.headers };
    // Pages and the worker are changed on their way, which needs them as they are.
    delete headers['accept-encoding'];
    delete headers['content-length'];
    const forwarded = request(
      { host: shop.hostname, port: shop.port, method: incoming.method, path, headers, agent },
      async (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const answered: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined) answered[name] = value;
        }
        const location = answer.headers.location;
        if (location) answered.location = location.replaceAll(shop.origin, ownOrigin);
        const policies = [answer.headers['content-security-policy'] ?? []].flat();
        if (policies.length > 0) {
          answered['content-security-policy'] = policies.map(
            (policy) => `${policy}; report-uri ${CSP_REPORTS_PATH}`,
          );
        }

        const worker = isSyncWorker(path, incoming.headers) && /javascript/.test(type);
        if (!worker && !/^(text\/html|application\/json)/.test(type)) {
          outgoing.writeHead(answer.statusCode ?? 502, answered);
          answer.pipe(outgoing);
          return;
        }
        let text = (await bodyOf(answer)).toString().replaceAll(shop.origin, ownOrigin);
        if (worker) text = workerRecorder + (faulty ? workerFaults : '') + text;
        else if (
          type.startsWith('text/html') &&
          policies.length > 0 &&
          policies.every((policy) => scriptSources(policy).includes("'self'"))
        ) {
          text = text.replace(/<head[^>]*>/i, (head) => `${head}<script src="${RECORDER_PATH}"></script>`);
        }
        delete answered['content-length'];
        delete answered['transfer-encoding'];
        // The changed file is not the one the shop's validators name.
        delete answered.etag;
        outgoing.writeHead(answer.statusCode ?? 502, answered);
        outgoing.end(text);
      },
    );
    forwarded.on('error', () => {
      if (outgoing.headersSent) outgoing.destroy();
      else outgoing.writeHead(502).end();
    });
    forwarded.end(Buffer.from(sent, 'latin1'));
  });
  // As the shop's own server: the proxy never closes an idle connection a browser is about to send on.
  server.keepAliveTimeout = keepAliveMs;
  server.headersTimeout = keepAliveMs + 1_000;
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      ownOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve({
        url: ownOrigin,
        takeProblems() {
          const taken = problems;
          problems = [];
          return taken;
        },
        faultWorkers(on) {
          faulty = on;
        },
        close: () =>
          new Promise((closed) => {
            agent.destroy();
            server.closeAllConnections();
            server.close(() => closed());
          }),
      });
    }),
  );
}
