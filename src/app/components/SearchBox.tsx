import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Icon } from './Icon';
import { OPENED_SEARCH_STATE, SEARCH_PARAM, withSearch } from './searchParam';
import './SearchBox.css';

/**
 * The header and home search field. It opens the full-screen search overlay (SPEC §2 Search) as soon as the shopper
 * types or submits, carrying the words over; results then appear in the overlay as they type.
 */
export function SearchBox({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const overlayOpen = params.has(SEARCH_PARAM);
  // Keys typed before the overlay has taken focus still land here: they update the entry the first key pushed.
  const opening = useRef(false);

  // The field keeps what was typed until the overlay has come and gone, then starts empty again.
  useEffect(() => {
    if (overlayOpen) return;
    opening.current = false;
    setQuery('');
  }, [overlayOpen]);

  const open = (words: string) => {
    setQuery(words);
    navigate({ search: withSearch(params, words) }, { state: OPENED_SEARCH_STATE, replace: opening.current });
    opening.current = true;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    open(query);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: older phone browsers do not expose <search> as a landmark yet.
    <form role="search" className={['search-box', className].filter(Boolean).join(' ')} onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        className="search-box__input"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(event) => open(event.target.value)}
      />
      <button type="submit" className="search-box__submit" aria-label={t('search.submit')}>
        <Icon name="search" size={20} />
      </button>
    </form>
  );
}
