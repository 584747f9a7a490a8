import { describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { beyondTheContract } from '../../../server/contract/beyondTheContract';
import { contractCalls } from '../../../server/contract/contractCalls';
import { createMetrics } from '../../../server/metrics';
import { unusedDatabase } from '../support/unused-database';

// Registering routes reads nothing: the stand-in database throws if anything does.
const app = createApp({ db: unusedDatabase, mode: 'development', metrics: createMetrics() });

/** `/getProductById/{id}` as the reference server routes it: `/api/getProductById/:id`. */
const served = (path: string) => `/api${path.replace(/\{(\w+)\}/g, ':$1')}`;
const contractRoutes = new Set(
  contractCalls.map((call) => `${call.method.toUpperCase()} ${served(call.path)}`),
);
const beyondRoutes = new Set(beyondTheContract.map((route) => `${route.method} ${route.path}`));
const beyondPaths = new Set(beyondTheContract.map((route) => route.path));

/** Every handler the app routes, as `METHOD /path`; a middleware of a whole subtree (`/api/*`) is none. */
const appRoutes = [
  ...new Set(
    app.routes.filter((route) => !route.path.endsWith('*')).map((route) => `${route.method} ${route.path}`),
  ),
];

function isListed(route: string): boolean {
  const [method = '', path = ''] = route.split(' ');
  if (method === 'ALL')
    return beyondPaths.has(path) || [...contractRoutes].some((listed) => listed.endsWith(` ${path}`));
  return contractRoutes.has(route) || beyondRoutes.has(route) || beyondRoutes.has(`ALL ${path}`);
}

describe("the contract's table of calls (server/contract/contractCalls.ts)", () => {
  it('lists every route the reference server serves, or says in beyondTheContract.ts why the shop never calls it', () => {
    const unlisted = appRoutes.filter((route) => !isListed(route));
    expect(
      unlisted.map(
        (route) =>
          `${route} is served but not in the contract: add a row to contractCalls (server/contract/contractCalls.ts) with its request and answer schemas, then run \`npm run openapi:docs\`; or, if the shop never calls it, add it to beyondTheContract (server/contract/beyondTheContract.ts) with the reason`,
      ),
    ).toEqual([]);
  });

  it('names only calls the reference server serves', () => {
    const servedRoutes = new Set(appRoutes);
    const stale = [...contractRoutes, ...beyondRoutes].filter((route) => !servedRoutes.has(route));
    expect(stale.map((route) => `${route} is listed but the reference server does not serve it`)).toEqual([]);
  });

  it('says, for every call the shop can do without, what it does then', () => {
    const silent = contractCalls.filter((call) => call.need !== 'required' && !call.without);
    expect(silent.map((call) => `${call.method} ${call.path}`)).toEqual([]);
  });

  it('gives every call an operation id of its own', () => {
    const ids = contractCalls.map((call) => call.operationId);
    expect(ids.length).toBe(new Set(ids).size);
  });
});
