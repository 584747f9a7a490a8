import DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';
import { sanitizeProductHtml } from '../content/contentPolicy';

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
 * Conventions; the policy is src/app/content/contentPolicy.ts). DOMPurify needs a DOM, which the server render has not: the server and the browser's first render
 * (the hydration, which must match it) show the fragment's text, and the sanitised HTML replaces it once mounted.
 */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => setClean(sanitizeProductHtml(DOMPurify, html)), [html]);
  if (clean === null) {
    return (
      <div key="text" className={className} style={{ whiteSpace: 'pre-line' }}>
        {htmlText(html)}
      </div>
    );
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with the allowlist of contentPolicy.ts just above.
  return <div key="html" className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
