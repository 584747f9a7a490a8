import { memo, useEffect, useState } from 'react';
import { sanitizeProductHtml } from './contentPolicy';
import { isPlainMarkup } from './plainMarkup';

/** The text of an HTML fragment: its tags dropped and the common entities read. React escapes it again. */
export function htmlText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h\d)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/**
 * HTML from the ERP (a product description), sanitised with the shop's allowlist before it reaches the page (DESIGN
 * Conventions; the policy is src/app/content/contentPolicy.ts). DOMPurify needs a DOM, which the server render has
 * not: the server and the browser's first render (the hydration, which must match it) show the fragment's text, and
 * the sanitised HTML replaces it once mounted. Plain text stays as it is, and bare allowlisted tags are already safe
 * (plainMarkup.ts), so DOMPurify (11 kB gzip) is fetched only for a fragment with anything more.
 */
export const SanitizedHtml = memo(function SanitizedHtml({
  html,
  className,
}: {
  html: string;
  className?: string;
}) {
  const [sanitised, setSanitised] = useState<{ from: string; clean: string } | null>(null);

  useEffect(() => {
    if (!/[<&]/.test(html)) return;
    if (isPlainMarkup(html)) {
      setSanitised({ from: html, clean: html });
      return;
    }
    let live = true;
    import('dompurify').then(
      ({ default: purify }) => {
        if (live) setSanitised({ from: html, clean: sanitizeProductHtml(purify, html) });
      },
      // Offline before the sanitiser was ever fetched: the text stays, which is safe and readable.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [html]);

  if (sanitised?.from !== html) {
    return (
      <div key="text" className={className} style={{ whiteSpace: 'pre-line' }}>
        {htmlText(html)}
      </div>
    );
  }
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: bare allowlisted tags, or sanitised with contentPolicy.ts.
    <div key="html" className={className} dangerouslySetInnerHTML={{ __html: sanitised.clean }} />
  );
});
