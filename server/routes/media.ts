// Media under /media: generated pictures (SVG, and WebP drawn from it), and the reel videos and their posters shipped in
// server/seed/assets/reels (made by scripts/make-reels.ts).
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { z } from 'zod';
import { PICTURE_WIDTHS } from '../../src/domain/shared/pictureWidths';
import { ApiError, parseInput } from '../http/errors';
import { renderPictureSvg } from '../media/picture-svg';
import { rasterPicture } from '../media/raster';
import { imageKinds } from '../media/urls';

export const reelsDir = join(import.meta.dirname, '../seed/assets/reels');

const imageFile = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.(?:svg|webp)$/);
// A video or its poster: one lower-case name and an extension, so nothing else of the folder (its manifest) and
// nothing outside it can be asked for.
const reelFile = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.(?:mp4|jpg)$/);
const kind = z.enum(imageKinds);
// Only a banner has words on it; a URL without `lang` is drawn in the shop's default language, Arabic.
const language = z.enum(['ar', 'en']).default('ar');
// A narrower copy of a WebP, of the few widths the client's srcset names; without `w`, the drawing's own width.
const width = z
  .enum(PICTURE_WIDTHS.map(String) as [string, ...string[]])
  .transform(Number)
  .optional();

// Images never change for a given URL (they are a pure function of it), so clients may cache them for good.
const immutable = 'public, max-age=31536000, immutable';

export function mediaRoutes() {
  return new Hono()
    .get('/img/:kind/:file', async (c) => {
      const imageKind = parseInput(kind, c.req.param('kind'), 'mediaNotFound', 404);
      const file = parseInput(imageFile, c.req.param('file'), 'mediaNotFound', 404);
      const dot = file.lastIndexOf('.');
      const key = file.slice(0, dot);
      if (key.length > 64) throw new ApiError(404, 'mediaNotFound');
      const lang = parseInput(language, c.req.query('lang'), 'mediaNotFound', 404);
      const svg = renderPictureSvg(imageKind, key, lang);
      c.header('Cache-Control', immutable);
      c.header('X-Content-Type-Options', 'nosniff');
      if (file.slice(dot) === '.svg') return c.body(svg, 200, { 'Content-Type': 'image/svg+xml' });
      const narrower = parseInput(width, c.req.query('w'), 'mediaNotFound', 404);
      return c.body(new Uint8Array(await rasterPicture(svg, narrower)), 200, {
        'Content-Type': 'image/webp',
      });
    })
    .use('/reels/:file', async (c, next) => {
      if (!reelFile.safeParse(c.req.param('file')).success) throw new ApiError(404, 'mediaNotFound');
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=86400');
    })
    .get(
      '/reels/:file',
      serveStatic({ root: reelsDir, rewriteRequestPath: (path) => path.slice(path.lastIndexOf('/')) }),
      () => {
        throw new ApiError(404, 'mediaNotFound');
      },
    );
}
