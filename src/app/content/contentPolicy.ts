/**
 * What outside content may do on the shop's pages (DESIGN Conventions: ERP descriptions may hold HTML, and neither
 * they nor a banner's link may act for the shop). One module, so the rules are read and changed in one place:
 *
 * - Product descriptions pass DOMPurify with an allowlist of what product text needs (paragraphs, emphasis, lists,
 *   headings, tables, links and pictures) and nothing else: no forms or inputs (a cross-site <form> left the shop),
 *   no frames, no style elements or attributes and no class (a `position: fixed` overlay covered the page), no ids,
 *   no data or event attributes. Pictures only from the shop's image origins (the page's own, the API's, and
 *   VITE_IMAGE_ORIGINS); any other is dropped. A link keeps only an http(s), mailto or tel target or a path; one
 *   leaving the shop opens apart with `rel="noopener noreferrer"`.
 * - A banner's link must be a path of the shop, or an https address on the allowlist VITE_BANNER_LINK_ORIGINS;
 *   otherwise the banner is not a link at all.
 *
 * The server's Content-Security-Policy (server/http/security-headers.ts) is the second line: even what passed here
 * could neither run a script nor load a picture from elsewhere.
 */
// DOMPurify itself is handed in by the caller (SanitizedHtml), so the banner rule below costs the home page nothing.
import type { DOMPurify } from 'dompurify';

export interface ContentOrigins {
  /** The page's own origin: in-shop links and pictures. */
  shop: string;
  /** Further origins product pictures may come from. */
  images: readonly string[];
  /** https origins a banner may link to. */
  links: readonly string[];
}

/** The tags product text needs. Everything else is removed, its text kept. */
export const PRODUCT_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'img',
] as const;

/** The attributes product text needs: link targets, pictures, table spans and text direction. */
export const PRODUCT_ATTRIBUTES = [
  'href',
  'title',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'dir',
  'lang',
] as const;

/** Link targets: http(s), mailto and tel, or a relative address (no other scheme). */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

function originsFromSetting(setting: string | undefined, https: boolean): string[] {
  const origins: string[] = [];
  for (const item of (setting ?? '').split(',')) {
    const text = item.trim();
    if (text === '') continue;
    try {
      const url = new URL(text);
      if (url.protocol === 'https:' || (!https && url.protocol === 'http:')) origins.push(url.origin);
    } catch {
      // A malformed entry allows nothing.
    }
  }
  return origins;
}

/** The shop's origins for this build: the page's, the API's (VITE_API_BASE) and the configured ones. */
export function configuredOrigins(shop = globalThis.location?.origin ?? 'http://localhost'): ContentOrigins {
  const env = import.meta.env;
  const api = new URL(env.VITE_API_BASE ?? '/api', shop).origin;
  return {
    shop,
    images: [...new Set([api, ...originsFromSetting(env.VITE_IMAGE_ORIGINS, false)])],
    links: originsFromSetting(env.VITE_BANNER_LINK_ORIGINS, true),
  };
}

function resolved(value: string, base: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

const isWebUrl = (url: URL) => url.protocol === 'https:' || url.protocol === 'http:';

/** The pictures and links of a sanitised fragment brought into line with the shop's origins. */
function enforceOrigins(fragment: DocumentFragment, origins: ContentOrigins): void {
  for (const image of Array.from(fragment.querySelectorAll('img'))) {
    const url = resolved(image.getAttribute('src') ?? '', origins.shop);
    const allowed =
      url !== null && isWebUrl(url) && (url.origin === origins.shop || origins.images.includes(url.origin));
    if (!allowed) image.remove();
  }
  for (const link of Array.from(fragment.querySelectorAll('a'))) {
    const href = link.getAttribute('href');
    if (href === null) continue;
    const url = resolved(href, origins.shop);
    if (url === null) {
      link.removeAttribute('href');
      continue;
    }
    if (isWebUrl(url) && url.origin === origins.shop) continue;
    // Off-site (another site, mail or phone): no opener, no referrer, and a tab of its own for web pages.
    link.setAttribute('rel', 'noopener noreferrer');
    if (isWebUrl(url)) link.setAttribute('target', '_blank');
  }
}

/** Description HTML made safe for the page (see the header), with `purify` (DOMPurify); needs a browser's DOM. */
export function sanitizeProductHtml(
  purify: DOMPurify,
  html: string,
  origins: ContentOrigins = configuredOrigins(),
): string {
  const fragment = purify.sanitize(html, {
    ALLOWED_TAGS: [...PRODUCT_TAGS],
    ALLOWED_ATTR: [...PRODUCT_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    KEEP_CONTENT: true,
    RETURN_DOM_FRAGMENT: true,
  });
  enforceOrigins(fragment, origins);
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

export type BannerTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string } | null;

/**
 * Where a banner may lead: a path of the shop (routed in the app), an https address of an allowed origin (opened
 * apart), or nowhere. A path must start with one '/' ('//host' and '/\host' lead elsewhere in a browser).
 */
export function bannerTarget(
  link: string | null | undefined,
  origins: Pick<ContentOrigins, 'links'> & { shop?: string } = configuredOrigins(),
): BannerTarget {
  const text = link?.trim() ?? '';
  // Control characters and spaces never belong in a link, and browsers strip or reinterpret some of them.
  const unusable = (char: string) =>
    char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f || char === '\\';
  if (text === '' || Array.from(text).some(unusable)) return null;
  const probe = 'https://shop.invalid';
  if (text.startsWith('/') && !text.startsWith('//')) {
    const url = resolved(text, probe);
    return url && url.origin === probe
      ? { kind: 'route', to: `${url.pathname}${url.search}${url.hash}` }
      : null;
  }
  const url = resolved(text, probe);
  if (!url || url.origin === probe) return null;
  if (origins.shop && url.origin === origins.shop)
    return { kind: 'route', to: `${url.pathname}${url.search}${url.hash}` };
  if (url.protocol === 'https:' && origins.links.includes(url.origin))
    return { kind: 'external', href: url.href };
  return null;
}
