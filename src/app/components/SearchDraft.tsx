import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_PARAM } from './searchParam';

/**
 * The words being typed into search, held in one place for the header or home search box and the search overlay.
 *
 * The first key in a box opens the overlay through the router, which commits in a transition; until the overlay
 * has taken focus, the next keys still land in the box. If each field kept its own text, the overlay would start
 * from the address of a moment ago and a fast typist would lose letters ("Smsung"). With one draft, whichever
 * field has focus shows everything typed so far, and the address follows behind.
 */
export interface SearchDraft {
  /** What has been typed, in whichever field had focus. */
  text: string;
  /** From the first key typed until the overlay closes; before it, the overlay shows the address's words. */
  typing: boolean;
  type: (text: string) => void;
}

const SearchDraftContext = createContext<SearchDraft | null>(null);

export function SearchDraftProvider({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const overlayOpen = params.has(SEARCH_PARAM);
  const [draft, setDraft] = useState({ text: '', typing: false });
  const wasOpen = useRef(overlayOpen);

  // Once the overlay has come and gone, the next search starts empty.
  useEffect(() => {
    if (wasOpen.current && !overlayOpen) setDraft({ text: '', typing: false });
    wasOpen.current = overlayOpen;
  }, [overlayOpen]);

  const value = useMemo<SearchDraft>(
    () => ({ ...draft, type: (text: string) => setDraft({ text, typing: true }) }),
    [draft],
  );
  return <SearchDraftContext.Provider value={value}>{children}</SearchDraftContext.Provider>;
}

export function useSearchDraft(): SearchDraft {
  const draft = useContext(SearchDraftContext);
  if (!draft) throw new Error('useSearchDraft needs a SearchDraftProvider above it');
  return draft;
}
