// The server render built by `vite build --ssr` (dist-ssr/): the React side (src/app/entry-server.tsx) and the
// data side (src/sync-worker/serverPage.ts). Loaded once, on the first page asked for; missing when only the
// client was built, and then pages are served as the plain shell.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderRequest, RenderResult } from '../../src/app/entry-server';
import type { ServerPage, ServerPageOptions } from '../../src/sync-worker/serverPage';

export interface RenderBundle {
  renderPage(request: RenderRequest): Promise<RenderResult>;
  openServerPage(options: ServerPageOptions): Promise<ServerPage>;
}

const files = { render: 'entry-server.mjs', data: 'server-page.mjs' } as const;

export function bundleExists(ssrDir: string): boolean {
  return existsSync(join(ssrDir, files.render)) && existsSync(join(ssrDir, files.data));
}

export async function loadBundle(ssrDir: string): Promise<RenderBundle> {
  const [render, data] = await Promise.all([
    import(pathToFileURL(join(ssrDir, files.render)).href) as Promise<Pick<RenderBundle, 'renderPage'>>,
    import(pathToFileURL(join(ssrDir, files.data)).href) as Promise<Pick<RenderBundle, 'openServerPage'>>,
  ]);
  return { renderPage: render.renderPage, openServerPage: data.openServerPage };
}
