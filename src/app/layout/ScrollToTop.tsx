import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** SPEC §2: every route change starts at the top of the page. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the path changed.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}
