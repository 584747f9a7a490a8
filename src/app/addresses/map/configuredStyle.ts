/**
 * The street style the shop's server is configured with (MAP_STYLE_URL), read when a page first opens the map, from
 * the small module it serves (server/routes/map-style.ts; the browser keeps a module for the page's life). Loaded
 * as code is rather than asked through the sync worker, because it is a setting of the server that serves the app,
 * whatever backend the API is. Null without one, and offline or when the server cannot say: the map then draws its
 * own outlines, which need nothing from the network.
 */
const MAP_STYLE_MODULE = '/map-style.js';

export async function configuredStyleUrl(): Promise<string | null> {
  try {
    // Not a module of the build: the server writes it, so the bundler must leave the import as it is.
    const setting: { styleUrl?: unknown } = await import(/* @vite-ignore */ MAP_STYLE_MODULE);
    return typeof setting.styleUrl === 'string' && setting.styleUrl !== '' ? setting.styleUrl : null;
  } catch {
    return null;
  }
}
