import { type FormEvent, memo, useId } from 'react';
import { useTranslation } from '../i18n/translation';
import { Icon } from '../shared/Icon';
import { useSearchDraft } from './SearchDraft';
import { useOpenSearch } from './useOpenSearch';
import './SearchBox.css';

/**
 * The header and home search field. It opens the full-screen search overlay (SPEC §2 Search) as soon as the shopper
 * taps it (the overlay then says 'Start searching'), types or submits, carrying the words over; results then appear
 * in the overlay as they type. A tap before hydration is held and pressed again once the page is live
 * (boot/earlyInput.ts), so the server-rendered field opens the overlay too.
 */
export const SearchBox = memo(function SearchBox({ className }: { className?: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const draft = useSearchDraft();
  const query = draft.typing ? draft.text : '';
  const open = useOpenSearch();

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
        data-opens-search=""
        onClick={() => open(query)}
        onChange={(event) => open(event.target.value)}
      />
      <button type="submit" className="search-box__submit" aria-label={t('search.submit')}>
        <Icon name="search" size={20} />
      </button>
    </form>
  );
});
