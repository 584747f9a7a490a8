// The address map's street style (MAP_STYLE_URL; docs/DEPLOY.md "A street map") for the map's lazy chunk, which
// imports this module as the picker opens: `export const styleUrl = "https://…/style.json";`, or null, which keeps
// the map on the outlines it carries (DESIGN: no remote tiles by default). A module of this server rather than a
// value in the page, whose offline shell a returning shopper's service worker keeps from its install (an operator's
// change would wait for the next release), or an API call, whose backend may be another's (VITE_API_BASE): the
// setting is this server's, like the Content-Security-Policy that must allow the style (app.ts).
import { Hono } from 'hono';

/** Where the client imports it (src/app/addresses/map/configuredStyle.ts). */
export const MAP_STYLE_PATH = '/map-style.js';

export function mapStyleRoutes(styleUrl: string | undefined) {
  const source = `export const styleUrl = ${JSON.stringify(styleUrl ?? null)};\n`;
  return new Hono().get(MAP_STYLE_PATH, (c) => {
    // Checked again at every page load, so a changed setting reaches the next opening of the map.
    c.header('Cache-Control', 'no-cache');
    return c.body(source, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });
}
