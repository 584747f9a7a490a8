import { useEffect, useState } from 'react';

/**
 * False in the server's render and in the hydration that follows it, true once the component is on the page (an
 * effect, which a server render never runs). What a screen asks only from then on is neither rendered nor inlined
 * by the server, and the first client render still equals the server's.
 */
export function useOnPage(): boolean {
  const [onPage, setOnPage] = useState(false);
  useEffect(() => setOnPage(true), []);
  return onPage;
}
