import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * SPEC §2: every route change starts at the top of the page. Not the page the app starts on: the browser has placed
 * it (at the top, or where a reload or a link's #fragment left it), and on a server-rendered page the shopper may
 * already have scrolled before the app took over; jumping back to the top then would lose their place.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (first.current === pathname) return;
    first.current = '';
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}
