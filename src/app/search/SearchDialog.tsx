import { lazy, type MouseEvent, Suspense, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { formatKd, isOutOfStock } from '../../domain';
import { useTranslation } from '../i18n/translation';
import { productLabel } from '../shared/displayNames';
import { EmptyState } from '../shared/EmptyState';
import { Icon } from '../shared/Icon';
import { productPath } from '../shared/shopPaths';
import { useDesktopLayout } from '../shared/useDesktopLayout';
import { useLanguage } from '../shared/useLanguage';
import { useModalDialog } from '../shared/useModalDialog';
import { NoResults } from './NoResults';
import { useSearchDraft } from './SearchDraft';
import { SearchResult } from './SearchResult';
import { SEARCH_PARAM } from './searchParam';
import { useDelayedFlag } from './useDelayedFlag';
import { FIRST_RESULTS, useProductSearch } from './useProductSearch';
import './SearchDialog.css';

/** How long typing must pause before the address takes the words typed. */
const ADDRESS_PAUSE_MS = 300;
/** How long words may go unanswered before the overlay says it is searching. */
const SEARCHING_SHOWN_AFTER_MS = 300;

let resultsGrid: typeof import('./SearchResultsGrid') | undefined;
/** A desktop's results, with the product grid's and the filters' code: a phone never loads it. */
export const loadResultsGrid = async () => {
  resultsGrid ??= await import('./SearchResultsGrid');
  return resultsGrid;
};
const LazyResultsGrid = lazy(async () => ({ default: (await loadResultsGrid()).SearchResultsGrid }));

/** The overlay itself, loaded the first time search is opened (SearchOverlay). */
export function SearchDialog({ words }: { words: string }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const outOfStock = t('product.outOfStock');
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useModalDialog(true, inputRef, { drawFirst: true });
  const desktop = useDesktopLayout();
  // Loaded with the overlay on a desktop (SearchOverlay), else as a window grows to one; chosen once, as the
  // overlay is, so the grid never remounts.
  const [SearchResultsGrid] = useState(() => resultsGrid?.SearchResultsGrid ?? LazyResultsGrid);
  // The field shows the shared draft once anything is typed: the address follows in a router transition, and the
  // next key of a fast typist must land on what they typed, not on the address of a moment ago. The search follows
  // the draft too, so a key's results do not wait for that transition.
  const draft = useSearchDraft();
  const text = draft.typing ? draft.text : words;
  const { query, results, searching } = useProductSearch(text);
  // A key's results show at once as far as a phone's screen reaches; the rest of the list follows in a render
  // React may interrupt for the next key, so a one-letter word's fifty results never hold up typing.
  const settledResults = useDeferredValue(results);
  const shownResults = settledResults === results ? results : results.slice(0, FIRST_RESULTS);
  // The local results take a few milliseconds; a spinner for them would only flash, and while it spins the browser
  // renders a frame for it at every vsync, which held the worker's answer back behind those frames.
  const showSearching = useDelayedFlag(
    !!query && results.length === 0 && searching,
    SEARCHING_SHOWN_AFTER_MS,
  );

  // The address takes the words once typing pauses: each update is a router navigation that renders the screen
  // under the overlay again, which in the middle of a burst would hold up the next key's results.
  const addressTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(addressTimer.current), []);
  // Leaving the overlay drops a write still pending: the overlay stays on the page until the next screen's chunk is
  // in, and a write landing meanwhile would be a navigation back to the search.
  const leave = () => clearTimeout(addressTimer.current);

  const openProduct = (path: string) => {
    leave();
    navigate(path, { replace: true });
  };

  // A press on a result opens its product in place of the search (a new tab or window stays the browser's).
  const openResult = (event: MouseEvent<HTMLUListElement>) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a.search-result');
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    openProduct(link.pathname);
  };

  const close = () => {
    leave();
    if ((location.state as { openedSearch?: boolean } | null)?.openedSearch) navigate(-1);
    else {
      const next = new URLSearchParams(params);
      next.delete(SEARCH_PARAM);
      setParams(next, { replace: true });
    }
  };

  const type = (value: string) => {
    draft.type(value);
    clearTimeout(addressTimer.current);
    addressTimer.current = setTimeout(
      () =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set(SEARCH_PARAM, value);
            return next;
          },
          { replace: true, state: location.state },
        ),
      ADDRESS_PAUSE_MS,
    );
  };

  return (
    <dialog
      ref={dialogRef}
      className="search-overlay"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape in the desktop results' Filter dialog closes that dialog alone.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        close();
      }}
    >
      <div className="search-overlay__bar">
        <h2 id={titleId} className="visually-hidden">
          {t('search.title')}
        </h2>
        <Icon name="search" size={20} />
        <input
          ref={inputRef}
          className="search-overlay__input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => type(event.target.value)}
        />
        <button type="button" className="header-button" aria-label={t('search.close')} onClick={close}>
          <Icon name="close" />
        </button>
      </div>
      <div className="search-overlay__body">
        <p className="visually-hidden" role="status">
          {query && !searching ? t('search.resultCount', { count: results.length }) : ''}
        </p>
        {!query ? (
          <EmptyState icon="search" title={t('search.startTitle')} body={t('search.startBody')} />
        ) : results.length > 0 && desktop ? (
          <Suspense fallback={null}>
            <SearchResultsGrid words={text} results={shownResults} onOpen={openProduct} />
          </Suspense>
        ) : results.length > 0 ? (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the rows are links; Enter on one is a click that reaches the list.
          <ul
            className="search-overlay__results"
            aria-label={t('search.results')}
            aria-busy={searching}
            onClick={openResult}
          >
            {shownResults.map((product) => (
              <SearchResult
                key={product.id}
                to={productPath(product.productId)}
                image={product.image}
                label={productLabel(product, lang)}
                price={formatKd(product.priceFils, lang)}
                stockNote={isOutOfStock(product, null) ? outOfStock : undefined}
              />
            ))}
          </ul>
        ) : searching ? (
          showSearching && (
            <p className="search-overlay__searching">
              <span className="search-overlay__spinner" aria-hidden="true" />
              {t('search.searching')}
            </p>
          )
        ) : (
          <NoResults
            query={query}
            onSpelling={(spelling) => {
              type(spelling);
              inputRef.current?.focus();
            }}
            onOpen={openProduct}
          />
        )}
      </div>
    </dialog>
  );
}
