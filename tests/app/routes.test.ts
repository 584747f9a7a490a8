import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes, type ScreenHandle } from '../../src/app/routes';

const all = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((route) => [route, ...all(route.children ?? [])]);

describe('the lazily loaded screens of the routes (server/render/assets.ts reads their handle)', () => {
  it("name, in each route's handle, the file in src/app/screens whose screen the route loads", async () => {
    const lazy = all(routes).filter((route) => route.lazy);
    expect(lazy.length).toBeGreaterThan(15);
    for (const route of lazy) {
      const screen = (route.handle as ScreenHandle | undefined)?.screen;
      expect(screen, route.path).toMatch(/^\w+Screen$/);
      const loaded = await (route.lazy as () => Promise<{ Component?: unknown }>)();
      const file = (await import(`../../src/app/screens/${screen}.tsx`)) as Record<string, unknown>;
      expect(Object.values(file), `${route.path} loads ${screen}`).toContain(loaded.Component);
    }
  });
});
