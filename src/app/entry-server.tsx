/**
 * The server render of the shop (DESIGN "How data flows", first visit): the same routes and components as the
 * browser, rendered to HTML in one language, with the live-query results the render used collected as the page's
 * data, to be inlined and then hydrated from. This is the input of the Vite SSR build (`vite build --ssr`); the
 * reference server loads the build and calls `renderPage` (server/render/).
 *
 * Screens read the local database through `useLiveQuery`, whose first value comes from the `LiveSource`. On the
 * server that source answers from the results fetched so far and notes the queries it could not answer; the page
 * is rendered again once those are fetched, until a render asks nothing new (a query may depend on another's
 * result: the home's arrival products on its sections). Only catalogue collections are ever answered, so a
 * customer's data (cart, orders, addresses, session) is never rendered here: those screens render their loading
 * shell, exactly as the browser's first render does before the worker answers.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { isPageCollection, type LiveQuery, liveQueryKey, type PageData } from '../contract';
import { ShopFrame } from './App';
import type { LiveSource } from './data/LiveSource';
import type { ShopSync } from './data/SyncContext';
import type { AppLanguage } from './i18n/i18n';
import { wholeLocale } from './i18n/localeParts';
import { matchedScreens } from './lazyScreen';
import { routes, ShopRoutes } from './routes';
import { ShopNavigationProvider } from './shared/ShopLink';

export type { PageData } from '../contract';
export type { AppLanguage } from './i18n/i18n';

export interface RenderRequest {
  /** The page's path and query, e.g. `/product/12?ref=home`. */
  url: string;
  language: AppLanguage;
  /** Answers a live query of the catalogue from the page's data (src/sync-worker/serverPage.ts). */
  answer(query: LiveQuery): Promise<unknown[]>;
}

export interface RenderResult {
  /** 200, or 404 for a path no route of the shop matches. */
  status: number;
  /** The markup of `#root`. */
  html: string;
  /** The live-query results the final render used, by key: inlined as JSON for hydration and the worker. */
  pageData: PageData;
  /** The names of the files of the lazily loaded screens the page shows, for their chunks' CSS. */
  screens: string[];
  /** How many times the page was rendered before it asked for no new data. */
  passes: number;
}

/** At most this many renders of one page; a page still asking for new data after them renders what it has. */
export const MAX_PASSES = 5;

/**
 * A fresh i18next instance for one request, holding only its language (never the shared singleton), both parts of
 * its locale: the server renders any screen at once.
 */
async function i18nFor(language: AppLanguage): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: false,
    supportedLngs: ['ar', 'en'],
    resources: { [language]: { translation: await wholeLocale(language) } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return instance;
}

/**
 * The sync worker is not there on the server. Screens call it only in effects, which a server render never runs,
 * so any call is a mistake: it rejects (or, for a subscription, throws) and says so.
 */
const noSync = new Proxy({} as ShopSync, {
  get: (_target, name) => () => {
    throw new Error(`The server render has no sync worker (${String(name)} was called during render)`);
  },
});

/** Answers what it holds; remembers what it was asked and could not answer, and every key it was asked for. */
class RenderSource implements LiveSource {
  readonly missing = new Map<string, LiveQuery>();
  readonly used: PageData = {};
  constructor(private readonly results: Map<string, unknown[]>) {}

  initial(query: LiveQuery): unknown[] | undefined {
    const { collection } = query;
    if (!isPageCollection(collection)) return undefined;
    const key = liveQueryKey(query);
    const docs = this.results.get(key);
    if (docs === undefined) this.missing.set(key, query);
    else this.used[key] = { collection, docs };
    return docs;
  }
}

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, 'http://shop.invalid');
  // Loaded before rendering, as the browser does before hydrating: a render never suspends on a screen's chunk.
  const screens = matchedScreens(routes, url.pathname);
  await Promise.all(screens.map((screen) => screen.load()));
  const i18n = await i18nFor(request.language);
  const results = new Map<string, unknown[]>();

  let html = '';
  let source: RenderSource;
  let passes = 0;
  for (;;) {
    passes++;
    source = new RenderSource(results);
    html = renderToString(
      <StrictMode>
        <ShopFrame i18n={i18n} sync={noSync} source={source}>
          <StaticRouter location={url.pathname + url.search}>
            <ShopNavigationProvider>
              <ShopRoutes />
            </ShopNavigationProvider>
          </StaticRouter>
        </ShopFrame>
      </StrictMode>,
    );
    if (!source.missing.size || passes >= MAX_PASSES) break;
    const asked = [...source.missing];
    const answers = await Promise.all(asked.map(([, query]) => request.answer(query)));
    for (const [index, [key]] of asked.entries()) results.set(key, answers[index] ?? []);
  }

  const notFound = screens.at(-1)?.screen === 'NotFoundScreen';
  return {
    status: notFound ? 404 : 200,
    html,
    pageData: source.used,
    screens: screens.map((screen) => screen.screen),
    passes,
  };
}
