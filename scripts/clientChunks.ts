// How the client build groups modules into files (vite.config.ts). Left to itself, the bundler gives every set of
// modules shared by a different set of chunks a file of its own: a first visit to the cart asked for twenty-two
// scripts, most of a kilobyte or two. Over HTTP/1.1 each costs a connection's round trip, and a slow line's
// bandwidth is shared among the requests in flight, so the entry (React DOM, most of the bytes) came last. Now:
// - everything the app's entry imports, libraries and app alike, is the entry's file, but for the libraries React
//   DOM's client shares with it, which the entry imports again dynamically to run that client in a task of its own:
//   those are a file the entry imports statically, fetched beside it;
// - the app's modules shared by two screens, one of them a screen a first visit lands on, are one more file;
// - but what only the product lists share (the windowed grid, the sort and filter controls) is a file of their own:
//   the home, a product and the cart never draw such a list.
// The boot script (src/app/boot/) stays out of both: the page carries it inline, so it must import nothing.
import type { CodeSplittingGroup } from 'rolldown';
import { FIRST_VISIT_SCREENS } from '../src/app/firstVisitScreens.ts';

type ChunkingContext = Parameters<Extract<CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

const BOOT = /[\\/]src[\\/]app[\\/]boot[\\/]/;
const APP_MODULE = /[\\/]src[\\/]app[\\/]/;
/** React DOM's client build and the scheduler only it uses. */
const REACT_DOM_CLIENT =
  /[\\/]node_modules[\\/](?:react-dom[\\/](?:client|cjs[\\/]react-dom-client)|scheduler[\\/])/;
/** A routed screen's file: named for the screen, in its feature's folder. */
const SCREEN = /[\\/]src[\\/]app[\\/](?:[\w-]+[\\/])+(\w+Screen)\.tsx$/;

const isFirstVisitScreen = (id: string) => FIRST_VISIT_SCREENS.has(SCREEN.exec(id)?.[1] ?? '');
/** The screens that draw a windowed, sortable list of products. */
const PRODUCT_LISTS: ReadonlySet<string> = new Set(['CategoryProductsScreen', 'ProductsScreen']);

const onlyLists = (screens: readonly string[]) =>
  screens.every((screen) => PRODUCT_LISTS.has(SCREEN.exec(screen)?.[1] ?? ''));

/** The screens whose code imports a module, directly or through others. */
function screensImporting(ctx: ChunkingContext): (id: string) => ReadonlySet<string> {
  const known = new Map<string, Set<string>>();
  const walk = (id: string, path: Set<string>): Set<string> => {
    const cached = known.get(id);
    if (cached) return cached;
    const screens = new Set<string>();
    // An import cycle adds nothing the walk outside it does not find.
    if (path.has(id)) return screens;
    path.add(id);
    for (const importer of ctx.getModuleInfo(id)?.importers ?? []) {
      if (SCREEN.test(importer)) screens.add(importer);
      else for (const screen of walk(importer, path)) screens.add(screen);
    }
    path.delete(id);
    known.set(id, screens);
    return screens;
  };
  return (id) => walk(id, new Set());
}

export function clientChunkGroups(): CodeSplittingGroup[] {
  let importing: ((id: string) => ReadonlySet<string>) | undefined;
  return [
    { name: 'index', tags: ['$initial'], test: (id) => !BOOT.test(id), priority: 2 },
    // The entry imports React DOM's client dynamically, to run it in a task of its own (src/app/main.tsx), not to
    // fetch it later: it stays in the entry's file.
    { name: 'index', test: REACT_DOM_CLIENT, priority: 3 },
    {
      debugName: 'screens',
      name: (id, ctx) => {
        if (!APP_MODULE.test(id) || SCREEN.test(id)) return null;
        importing ??= screensImporting(ctx);
        const screens = [...importing(id)];
        return screens.length >= 2 && !onlyLists(screens) && screens.some(isFirstVisitScreen)
          ? 'screens'
          : null;
      },
      priority: 1,
    },
    // The PMTiles reader a street map may ask for (src/app/addresses/map/MapCanvas.tsx): a file of its own, named so
    // the service worker can leave it out of its precache (vite.config.ts).
    { name: 'pmtiles', test: /[\\/]node_modules[\\/](?:pmtiles|fflate)[\\/]/, priority: 1 },
    // After the shared file: a group takes along what its modules import, unless a group before it took that.
    {
      debugName: 'lists',
      name: (id, ctx) => {
        if (SCREEN.test(id)) return null;
        importing ??= screensImporting(ctx);
        const screens = [...importing(id)];
        return screens.length >= 2 && onlyLists(screens) ? 'lists' : null;
      },
      priority: 0,
    },
  ];
}
