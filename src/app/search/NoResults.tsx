import { type MouseEvent, useEffect, useId, useState } from 'react';
import type { LiveQuery, SearchSuggestionsAnswer } from '../../contract';
import { useSync } from '../data/SyncContext';
import { useLiveQuery } from '../data/useLiveQuery';
import { useTranslation } from '../i18n/translation';
import { categoryLabel } from '../shared/displayNames';
import { EmptyState } from '../shared/EmptyState';
import { categoryProductsPath } from '../shared/shopPaths';
import { useLanguage } from '../shared/useLanguage';
import './NoResults.css';

const ALL_CATEGORIES_PATH = '/categories';
const NONE: SearchSuggestionsAnswer = { spellings: [], categories: [] };
const CATALOGUE_STATUS: LiveQuery<'sync_status'> = {
  collection: 'sync_status',
  selector: { id: 'catalogue' },
};

/**
 * SPEC §2 Search's 'No products found', with a way on (no dead end): the nearest spellings that would find
 * something, which search again when pressed, the categories nearest the words, and every category. Both come from
 * the worker's index, so they work offline; they are asked for once the words have found nothing, and again when the
 * catalogue a search brings onto the device has been stored.
 */
export function NoResults({
  query,
  onSpelling,
  onOpen,
}: {
  query: string;
  /** Searches for a suggested spelling instead. */
  onSpelling: (text: string) => void;
  /** Opens a page in place of the search. */
  onOpen: (path: string) => void;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const sync = useSync();
  const spellingsId = useId();
  const categoriesId = useId();
  const [answer, setAnswer] = useState<{ query: string; suggestions: SearchSuggestionsAnswer } | null>(null);
  const catalogueStoredAt = useLiveQuery(CATALOGUE_STATUS).docs[0]?.lastSuccessAt ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a newly stored catalogue asks for the same words again.
  useEffect(() => {
    let current = true;
    sync
      .searchSuggestions(query)
      .catch(() => NONE)
      .then((suggestions) => {
        if (current) setAnswer({ query, suggestions });
      });
    return () => {
      current = false;
    };
  }, [query, sync, catalogueStoredAt]);

  const { spellings, categories } = answer?.query === query ? answer.suggestions : NONE;

  // A press on a link opens its page in place of the search (a new tab or window stays the browser's).
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(event.currentTarget.pathname);
  };

  return (
    <EmptyState icon="search" title={t('search.noResultsTitle')} body={t('search.noResultsBody')}>
      <div className="search-suggestions">
        {spellings.length > 0 && (
          <section className="search-suggestions__group" aria-labelledby={spellingsId}>
            <h3 id={spellingsId} className="search-suggestions__heading">
              {t('search.didYouMean')}
            </h3>
            <ul className="search-suggestions__list">
              {spellings.map((spelling) => (
                <li key={spelling}>
                  <button
                    type="button"
                    className="search-suggestions__chip"
                    dir="auto"
                    onClick={() => onSpelling(spelling)}
                  >
                    {spelling}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        <nav className="search-suggestions__group" aria-labelledby={categoriesId}>
          <h3 id={categoriesId} className="search-suggestions__heading">
            {t(categories.length > 0 ? 'search.nearCategories' : 'search.browseCategories')}
          </h3>
          <ul className="search-suggestions__list">
            {categories.map((category) => (
              <li key={category.id}>
                <a
                  className="search-suggestions__chip"
                  href={categoryProductsPath(category.categoryId)}
                  onClick={open}
                >
                  {categoryLabel(category, lang)}
                </a>
              </li>
            ))}
            <li>
              <a
                className="search-suggestions__chip search-suggestions__chip--all"
                href={ALL_CATEGORIES_PATH}
                onClick={open}
              >
                {t('search.allCategories')}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </EmptyState>
  );
}
