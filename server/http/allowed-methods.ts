// A known address asked with a method it does not take answers 405 with `Allow` (RFC 9110 §15.5.6) rather than
// 404, so whoever calls it learns that the address is right and the method wrong. Hono answers such a request
// with its not-found handler; this finds what the address takes from the app's own routes.
import type { Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';

const methodOrder = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The methods the routes of `app` take at a path, in a fixed order, HEAD beside GET (Hono answers a HEAD with the
 * GET route). Middleware (method ALL) and catch-all routes (the client's pages) name no address of their own and
 * are left out. Routes are read again whenever the app has gained some (main.ts mounts the client after).
 */
export function allowedMethods(app: Hono): (path: string) => string[] {
  let router = new TrieRouter<true>();
  let methods: string[] = [];
  let routesRead = -1;
  return (path) => {
    if (routesRead !== app.routes.length) {
      router = new TrieRouter<true>();
      const named = new Set<string>();
      for (const route of app.routes) {
        if (route.method === 'ALL' || route.path.includes('*')) continue;
        router.add(route.method, route.path, true);
        named.add(route.method);
      }
      if (named.has('GET')) named.add('HEAD');
      methods = methodOrder.filter((method) => named.has(method));
      routesRead = app.routes.length;
    }
    return methods.filter((method) => router.match(method === 'HEAD' ? 'GET' : method, path)[0].length > 0);
  };
}
