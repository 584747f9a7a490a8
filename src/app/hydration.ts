/**
 * What the browser needs to hydrate a page the server rendered (src/app/entry-server.tsx) without a flash: the
 * page's inlined data, and a live source that answers from it until the first commit. (The matched screens are
 * loaded before React hydrates too: src/app/lazyScreen.tsx.)
 */
import { liveQueryKey, type PageData } from '../contract';
import type { LiveSource } from './data/LiveSource';

export const PAGE_DATA_ID = 'page-data';

/** The data a server render inlined, or null for a page the server did not render (the offline shell). */
export function readPageData(doc: Document = document): PageData | null {
  const root = doc.getElementById('root');
  const script = doc.getElementById(PAGE_DATA_ID);
  if (!root?.firstElementChild || !script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as PageData;
  } catch {
    return null;
  }
}

/**
 * Answers live queries from the page's data while the page hydrates, so the first render equals the server's;
 * after `settle()` it answers nothing, so a screen opened later waits for the worker instead of showing the
 * page's data as it was when the page was rendered.
 */
export function pageSource(page: PageData): LiveSource & { settle(): void } {
  let settled = false;
  return {
    initial: (query) => (settled ? undefined : page[liveQueryKey(query)]?.docs),
    settle: () => {
      settled = true;
    },
  };
}
