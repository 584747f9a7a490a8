import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useOnPage } from '../data/useOnPage';
import { isDesktopLayout } from '../shared/useDesktopLayout';
import { useSearchOpening } from './SearchDraft';
import { SEARCH_PARAM } from './searchParam';

let loaded: typeof import('./SearchDialog') | undefined;

/**
 * The overlay's own code (results, the local search, its styles), a chunk of its own: a page loads it before it
 * turns interactive (main.tsx), so search opens offline too; a server render never needs it. A desktop also loads
 * the grid its results are drawn in.
 */
export const loadSearchDialog = async () => {
  const dialog = await import('./SearchDialog');
  if (isDesktopLayout()) await dialog.loadResultsGrid();
  loaded = dialog;
  return loaded;
};

const LazySearchDialog = lazy(async () => ({ default: (await loadSearchDialog()).SearchDialog }));

/**
 * SPEC §2 Search: a full-screen overlay over any screen while the address has `?search=`. Results appear as the
 * shopper types; while the server is still answering the overlay says it is searching rather than flashing
 * 'No products found'. A result opens the product, which leaves the overlay behind. It opens once the page is
 * live, never in a server render, so an address with `?search=` hydrates the page under it first.
 */
export function SearchOverlay() {
  const [params] = useSearchParams();
  const opening = useSearchOpening();
  const onPage = useOnPage();
  // Code loaded before the page turned live is drawn at the press itself: a lazy component waits a round for its
  // code even when the code is in, and the first press drew nothing. Chosen once, so the overlay never remounts.
  const [SearchDialog] = useState(() => loaded?.SearchDialog ?? LazySearchDialog);
  if (!onPage || !(opening || params.has(SEARCH_PARAM))) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog words={params.get(SEARCH_PARAM) ?? ''} />
    </Suspense>
  );
}
