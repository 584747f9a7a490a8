import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import i18next from 'i18next';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../src/app/i18n/i18n';
import { type LazyScreen, matchedScreens } from '../../src/app/lazyScreen';
import { routes } from '../../src/app/routes';
import { allTranslations } from '../locales/allTranslations';

/** The app's files, each a path under src/app: a screen's is found by its name alone, in its feature's folder. */
const APP = join(import.meta.dirname, '../../src/app');
const appFiles = readdirSync(APP, { recursive: true, encoding: 'utf8' });

const all = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((route) => [route, ...all(route.children ?? [])]);

describe('the lazily loaded screens of the routes (server/render/assets.ts reads their names)', () => {
  // First: the other tests load every screen, after which every language is read whole.
  it('load a screen a first visit does not land on with the late part of the locale, so it renders with its texts', async () => {
    const i18n = await initI18n(i18next, { lng: 'en' });
    await matchedScreens(routes, '/product/12')[0]?.load();
    expect(i18n.exists('login.title')).toBe(false);
    await matchedScreens(routes, '/login')[0]?.load();
    expect(i18n.t('login.title')).toBe(allTranslations.en.login.title);
    expect(i18n.t('checkout.title')).toBe(allTranslations.en.checkout.title);
  });

  it("name, in each route's handle, the one file in src/app whose screen the route loads", async () => {
    const lazy = all(routes).filter((route) => route.handle);
    expect(lazy.length).toBeGreaterThan(15);
    for (const route of lazy) {
      const handle = route.handle as LazyScreen;
      expect(handle.screen, route.path).toMatch(/^\w+Screen$/);
      const loaded = await handle.load();
      const named = appFiles.filter((file) => basename(file) === `${handle.screen}.tsx`);
      expect(named, `one file named ${handle.screen}`).toHaveLength(1);
      const file = (await import(join(APP, named[0] as string))) as Record<string, unknown>;
      expect(Object.values(file), `${route.path} loads ${handle.screen}`).toContain(loaded);
      expect(handle.loaded).toBe(loaded);
    }
  });

  it('are found for a path, so a page loads the screens it shows before it renders', () => {
    expect(matchedScreens(routes, '/product/12').map((screen) => screen.screen)).toEqual(['ProductScreen']);
    expect(matchedScreens(routes, '/categories/3/phones').map((screen) => screen.screen)).toEqual([
      'CategoriesScreen',
    ]);
    expect(matchedScreens(routes, '/').map((screen) => screen.screen)).toEqual(['HomeScreen']);
    expect(matchedScreens(routes, '/no/such/page').map((screen) => screen.screen)).toEqual([
      'NotFoundScreen',
    ]);
  });
});
