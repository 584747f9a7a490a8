import {
  type ComponentProps,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

type Follow = (to: string) => void;

const ShopNavigation = createContext<Follow | null>(null);

/**
 * Gives the ShopLinks below it one way to follow a link that never changes. react-router's Link reads the location,
 * so every Link on the page rendered again on each navigation, a sort or a filter of the list included; the nav
 * bar alone holds about a hundred. This reads the location instead, and renders no more than its own children.
 */
export function ShopNavigationProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const latest = useRef({ navigate, here: pathname + search + hash });
  useEffect(() => {
    latest.current = { navigate, here: pathname + search + hash };
  }, [navigate, pathname, search, hash]);
  // As react-router's Link: a link to the page already shown replaces it rather than adding a history entry.
  const follow = useCallback<Follow>(
    (to) => latest.current.navigate(to, { replace: latest.current.here === to }),
    [],
  );
  return <ShopNavigation.Provider value={follow}>{children}</ShopNavigation.Provider>;
}

/** A press the app follows itself, as react-router's Link: the main button, no modifier key (those open tabs). */
export const isPlainPress = (event: MouseEvent<HTMLAnchorElement>) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !event.metaKey &&
  !event.altKey &&
  !event.ctrlKey &&
  !event.shiftKey;

/**
 * A link to a path of the shop, followed in the app as react-router's Link follows it (a plain press; a modified
 * or middle press, or another target, is the browser's), without reading the location. Outside a
 * ShopNavigationProvider it is a plain link.
 */
export function ShopLink({ to, onClick, ...anchor }: Omit<ComponentProps<'a'>, 'href'> & { to: string }) {
  const follow = useContext(ShopNavigation);
  const press = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const elsewhere = anchor.target !== undefined && anchor.target !== '_self';
    if (!follow || !isPlainPress(event) || elsewhere) return;
    event.preventDefault();
    follow(to);
  };
  return <a {...anchor} href={to} onClick={press} />;
}
