import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
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

type Typed = Pick<SearchDraft, 'text' | 'typing'>;

const NOTHING_TYPED: Typed = { text: '', typing: false };

/**
 * The draft lives in a small store the fields subscribe to, not in a context value: a new context value on every
 * key would make React look through the whole screen under the overlay for readers of it, on every key.
 */
function draftStore() {
  let typed = NOTHING_TYPED;
  const listeners = new Set<() => void>();
  const set = (next: Typed) => {
    typed = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => typed,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    type: (text: string) => set({ text, typing: true }),
    clear: () => set(NOTHING_TYPED),
  };
}

const SearchDraftContext = createContext<ReturnType<typeof draftStore> | null>(null);

export function SearchDraftProvider({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const overlayOpen = params.has(SEARCH_PARAM);
  const [store] = useState(draftStore);
  const wasOpen = useRef(overlayOpen);

  // Once the overlay has come and gone, the next search starts empty.
  useEffect(() => {
    if (wasOpen.current && !overlayOpen) store.clear();
    wasOpen.current = overlayOpen;
  }, [overlayOpen, store]);

  return <SearchDraftContext.Provider value={store}>{children}</SearchDraftContext.Provider>;
}

export function useSearchDraft(): SearchDraft {
  const store = useContext(SearchDraftContext);
  if (!store) throw new Error('useSearchDraft needs a SearchDraftProvider above it');
  const typed = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { ...typed, type: store.type };
}
