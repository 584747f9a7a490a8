import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Icon } from './Icon';
import './SearchBox.css';

/** A real search field: submitting opens the product list filtered by the words typed (`/products?q=`). */
export function SearchBox({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const [query, setQuery] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = query.trim();
    if (!words) return;
    navigate(`/products?${new URLSearchParams({ q: words })}`);
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
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className="search-box__submit" aria-label={t('search.submit')}>
        <Icon name="search" size={20} />
      </button>
    </form>
  );
}
