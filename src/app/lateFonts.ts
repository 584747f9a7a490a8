import { LATE_FONTS_ID } from './boot/handoff';

/** However long the screen's data takes, the fonts come by then. */
const AT_THE_LATEST_MS = 4_000;

/**
 * A server-rendered page's web fonts wait in a `<style media="not all">` (server/render/template.ts); they are
 * switched on once the screen shows its data, so a hundred kilobytes of fonts never share a slow line with what
 * the screen is waiting for (the cart's lines come from the local database only after the app has started). Until
 * then, and with JavaScript off, the page reads in the device's own faces.
 *
 * Every face is fetched first and all are put in use in one frame: switched on by the style sheet, each face as it
 * arrived laid the whole page out again, two full layouts that a slow phone spent a long task on each. Where a face
 * cannot be fetched (offline before the service worker kept it) the style sheet is switched on instead, and the
 * browser puts each face in use whenever it comes.
 */
export function switchOnLateFonts(shown: Promise<unknown>, doc: Document = document): void {
  const style = doc.getElementById(LATE_FONTS_ID);
  if (!(style instanceof HTMLStyleElement)) return;
  const atTheLatest = new Promise((resolve) => setTimeout(resolve, AT_THE_LATEST_MS));
  void Promise.race([shown, atTheLatest])
    .then(() => loadedFaces(style))
    .then((faces) =>
      requestAnimationFrame(() => {
        if (!faces) {
          style.setAttribute('media', 'all');
          return;
        }
        for (const face of faces) doc.fonts.add(face);
        // The loaded faces stand for the sheet's rules; left in, the rules would fetch and lay out again.
        style.remove();
      }),
    );
}

/** The sheet's faces, each fetched; null where the browser has no FontFace or a face could not be fetched. */
async function loadedFaces(style: HTMLStyleElement): Promise<FontFace[] | null> {
  if (typeof FontFace !== 'function' || !style.sheet) return null;
  const faces: FontFace[] = [];
  for (const rule of style.sheet.cssRules) {
    if (!(rule instanceof CSSFontFaceRule)) continue;
    const read = (property: string) => rule.style.getPropertyValue(property) || undefined;
    const family = read('font-family')?.replace(/^["']|["']$/g, '');
    const source = read('src');
    if (!family || !source) continue;
    faces.push(
      new FontFace(family, source, {
        style: read('font-style'),
        weight: read('font-weight'),
        display: read('font-display') as FontDisplay | undefined,
        unicodeRange: read('unicode-range'),
        ascentOverride: read('ascent-override'),
        descentOverride: read('descent-override'),
        lineGapOverride: read('line-gap-override'),
      }),
    );
  }
  if (!faces.length) return null;
  try {
    return await Promise.all(faces.map((face) => face.load()));
  } catch {
    return null;
  }
}
