import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSearchDraft } from './SearchDraft';
import { OPENED_SEARCH_STATE, withSearch } from './searchParam';

/**
 * Opens the search overlay (SPEC §2 Search) with `words`, as a search field or button does. Keys typed before the
 * overlay has taken focus still land in the field: they update the entry the first key pushed.
 */
export function useOpenSearch(): (words: string) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const draft = useSearchDraft();
  return (words) => {
    const replace = draft.open(words);
    navigate({ search: withSearch(params, words) }, { state: OPENED_SEARCH_STATE, replace });
  };
}
