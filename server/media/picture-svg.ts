// Draws the catalogue's pictures: a product, category or reel key is drawn as the kind of thing it names (a
// phone, an abaya, a dallah...) in colours and a detail seeded from the key, and a banner as its design with its
// headline and button in the asked language. Pure functions of the URL: no files, no fonts, no remote hosts, no
// scripts; the text uses fonts the device has (the page's self-hosted fonts do not reach an SVG drawn as an image).
import { DRAWN_WIDTHS } from '../../src/domain/shared/pictureWidths';
import { drawingOf } from './art/kinds';
import { bannerDesignOf } from './banner-designs';
import { readImageKey } from './image-key';
import { type Colours, coloursFor, mix } from './paint';
import type { ImageKind } from './urls';

export type PictureLanguage = 'ar' | 'en';

/** Pixel sizes the client lays each kind out at (width × height attributes), and the drawing box of each. */
const pictureSizes: Record<ImageKind, { width: number; height: number; box: [number, number] }> = {
  product: { width: DRAWN_WIDTHS.product, height: 600, box: [100, 100] },
  category: { width: DRAWN_WIDTHS.category, height: 300, box: [100, 100] },
  banner: { width: DRAWN_WIDTHS.banner, height: 500, box: [240, 100] },
  reel: { width: DRAWN_WIDTHS.reel, height: 640, box: [90, 160] },
};

const fonts: Record<PictureLanguage, string> = {
  ar: "'Noto Sans Arabic','Segoe UI',Tahoma,'Geeza Pro','Noto Naskh Arabic',sans-serif",
  en: "system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif",
};

/** Another look at the same product for each gallery picture: as it is, turned, close up, from the other side. */
const views = ['', 'rotate(-10 50 50)', 'matrix(1.3 0 0 1.3 -15 -15)', 'matrix(-1 0 0 1 100 0)'];

function open(kind: ImageKind, language?: PictureLanguage): string {
  const { width, height, box } = pictureSizes[kind];
  const lang = language ? ` xml:lang="${language}"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${box[0]} ${box[1]}"${lang}>`;
}

function subject(art: string, colours: Colours, view: number): string {
  const transform = views[(view - 1) % views.length] ?? '';
  const drawing = drawingOf(art)(colours.paint);
  return transform ? `<g transform="${transform}">${drawing}</g>` : drawing;
}

function itemPicture(kind: 'product' | 'category', key: string): string {
  const { art, seed, view, colour } = readImageKey(key);
  const colours = coloursFor(seed, colour);
  return [
    open(kind),
    `<rect width="100" height="100" fill="${colours.background}"/>`,
    view % 2
      ? `<circle cx="50" cy="48" r="40" fill="${colours.backdrop}"/>`
      : `<rect x="8" y="8" width="84" height="84" rx="14" fill="${colours.backdrop}"/>`,
    '<ellipse cx="50" cy="90" rx="32" ry="3.5" fill="#000" fill-opacity="0.12"/>',
    subject(art, colours, view),
    '</svg>',
  ].join('');
}

/** The drawn poster of a database seeded before each reel had its first frame as a poster: its URL still answers. */
function reelPoster(key: string): string {
  const { art, seed } = readImageKey(key);
  const colours = coloursFor(seed);
  return [
    open('reel'),
    `<rect width="90" height="160" fill="${colours.paint.dark}"/>`,
    `<circle cx="45" cy="78" r="40" fill="${mix(colours.paint.dark, '#ffffff', 0.2)}"/>`,
    `<g transform="matrix(0.8 0 0 0.8 5 38)">${subject(art, colours, 1)}</g>`,
    '</svg>',
  ].join('');
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A headline on one line, or on two of as even a length as its spaces allow when it is longer than `width`. */
function lines(text: string, width: number): string[] {
  if (text.length <= width) return [text];
  const words = text.split(' ');
  let best: string[] = [text];
  for (let cut = 1; cut < words.length; cut += 1) {
    const pair = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    const longest = Math.max(...pair.map((line) => line.length));
    if (best.length === 1 || longest < Math.max(...best.map((line) => line.length))) best = pair;
  }
  return best;
}

function bannerPicture(key: string, language: PictureLanguage): string {
  const design = bannerDesignOf(key);
  const colours = coloursFor(`banner-${key}`, undefined, design.hue);
  const { paint } = colours;
  const rtl = language === 'ar';
  // Arabic reads from the right: its words sit on the right and the picture on the left; English the other way.
  const textX = rtl ? 226 : 14;
  const anchor = rtl ? 'end' : 'start';
  const artX = rtl ? 14 : 138;
  const headline = lines(design.headline[language], 17);
  const action = design.action[language];
  const pillWidth = Math.round(action.length * 4.1 + 16);
  const pillX = rtl ? textX - pillWidth : textX;
  const top = headline.length === 1 ? 44 : 36;
  const font = `font-family="${fonts[language]}"`;
  return [
    open('banner', language),
    `<rect width="240" height="100" fill="${mix(paint.main, '#ffffff', 0.82)}"/>`,
    `<circle cx="${artX + 44}" cy="52" r="58" fill="${mix(paint.main, '#ffffff', 0.6)}"/>`,
    `<circle cx="${rtl ? 130 : 110}" cy="92" r="16" fill="${paint.light}" fill-opacity="0.5"/>`,
    `<g transform="matrix(0.9 0 0 0.9 ${artX} 6)">${drawingOf(design.art)(paint)}</g>`,
    ...headline.map(
      (line, index) =>
        `<text x="${textX}" y="${top + index * 15}" text-anchor="${anchor}" ${font} font-size="13" font-weight="700" fill="#1d1f22">${escapeXml(line)}</text>`,
    ),
    `<rect x="${pillX}" y="${top + headline.length * 15 - 4}" width="${pillWidth}" height="14" rx="7" fill="${paint.dark}"/>`,
    `<text x="${pillX + pillWidth / 2}" y="${top + headline.length * 15 + 5.5}" text-anchor="middle" ${font} font-size="7" font-weight="700" fill="#ffffff">${escapeXml(action)}</text>`,
    '</svg>',
  ].join('');
}

export function renderPictureSvg(kind: ImageKind, key: string, language: PictureLanguage = 'ar'): string {
  if (kind === 'banner') return bannerPicture(key, language);
  if (kind === 'reel') return reelPoster(key);
  return itemPicture(kind, key);
}
