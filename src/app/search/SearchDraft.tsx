import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { SEARCH_PARAM } from './searchParam';

/**
 * The words being typed into search, held in one place for the header or home search box and the search overlay.
 *
 * The first key in a box opens the overlay at once, and the address that keeps it open follows through the router,
 * which commits in a transition; keys typed before the overlay has taken focus still land in the box. If each field
 * kept its own text, the overlay would start from the address of a moment ago and a fast typist would lose letters
 * ("Smsung"). With one draft, whichever field has focus shows everything typed so far, and the address follows.
 */
export interface SearchDraft {
  /** What has been typed, in whichever field had focus. */
  text: string;
  /** From the first key typed until the overlay closes; before it, the overlay shows the address's words. */
  typing: boolean;
  type: (text: string) => void;
  /**
   * Opens the overlay with `text` at once, before the address that keeps it open has caught up. Answers whether
   * typing had opened it already, as the store holds it now: words typed before hydration come to the box as
   * React commits the page, and more come before the box renders again with the last.
   */
  open: (text: string) => boolean;
}

interface Typed {
  text: string;
  typing: boolean;
  /** From a press that opens the overlay until the next address commits. */
  opening: boolean;
}

const NOTHING_TYPED: Typed = { text: '', typing: false, opening: false };

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
    type: (text: string) => set({ ...typed, text, typing: true }),
    open: (text: string) => {
      const wasTyping = typed.typing;
      set({ text, typing: true, opening: true });
      return wasTyping;
    },
    endOpening: () => {
      if (typed.opening) set({ ...typed, opening: false });
    },
    clear: () => set(NOTHING_TYPED),
  };
}

const SearchDraftContext = createContext<ReturnType<typeof draftStore> | null>(null);

export function SearchDraftProvider({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const { key } = useLocation();
  const overlayOpen = params.has(SEARCH_PARAM);
  const [store] = useState(draftStore);
  const wasOpen = useRef(overlayOpen);

  // The address a press opened the overlay for has committed (or another navigation overtook it): from here the
  // address alone keeps the overlay open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new address ends the opening, whatever it holds.
  useEffect(() => store.endOpening(), [key, store]);

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
  return { text: typed.text, typing: typed.typing, type: store.type, open: store.open };
}

/**
 * Whether a press has just opened the overlay. It shows at the press, in a render of the overlay alone, not after
 * the router's transition has drawn the whole screen under it again with the new address.
 */
export function useSearchOpening(): boolean {
  const store = useContext(SearchDraftContext);
  if (!store) throw new Error('useSearchOpening needs a SearchDraftProvider above it');
  const opening = () => store.get().opening;
  return useSyncExternalStore(store.subscribe, opening, opening);
}
