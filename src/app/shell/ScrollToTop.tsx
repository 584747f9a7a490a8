import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { leavePlace, placeLeft } from './scrollPlaces';

/** Frames to keep putting the page back while what it shows arrives (a list's first answer, its pictures' room). */
const RESTORE_FRAMES = 60;

/** Scrolls to `place`, again each frame until the page is long enough or the shopper scrolls; returns a stop. */
function putBack(place: number): () => void {
  let frames = 0;
  let frame = 0;
  const put = () => {
    window.scrollTo({ top: place, left: 0 });
    if (Math.abs(window.scrollY - place) > 1 && frames++ < RESTORE_FRAMES) frame = requestAnimationFrame(put);
  };
  put();
  const stop = () => cancelAnimationFrame(frame);
  // A shopper who scrolls meanwhile has chosen their own place.
  window.addEventListener('wheel', stop, { passive: true, once: true });
  window.addEventListener('touchstart', stop, { passive: true, once: true });
  return () => {
    stop();
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
  };
}

/**
 * SPEC §2: every route change starts at the top of the page. Back and Forward (and a reload) return to where that
 * page was left (a long category list keeps the shopper's place), trying for a moment while the page
 * grows back to its length; the browser's own restoring is turned off, as it gives up on a page still loading.
 * A server-rendered page the shopper scrolled before the app took over keeps that place.
 */
export function ScrollToTop() {
  const { pathname, search, key: historyKey } = useLocation();
  // Every page a document opens on has the key "default": the address tells those apart.
  const key = `${historyKey}:${pathname}${search}`;
  const navigationType = useNavigationType();
  const first = useRef(pathname);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the page the app starts on (a reload).
  useEffect(() => {
    history.scrollRestoration = 'manual';
    // Only a reload or a return through history: a page opened anew starts at the top.
    const arrival = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (arrival?.type !== 'reload' && arrival?.type !== 'back_forward') return;
    const place = placeLeft(key);
    if (place !== undefined && window.scrollY === 0) return putBack(place);
  }, []);

  // Switched as the new page is committed, before the browser may clamp the scroll to a shorter page: that scroll
  // is the new page's, not where the last one was left.
  // The place is read as the page scrolls and written once a frame.
  useLayoutEffect(() => {
    let place = window.scrollY;
    let pending = false;
    const keep = () => {
      place = window.scrollY;
      if (pending) return;
      pending = true;
      requestAnimationFrame(() => {
        pending = false;
        leavePlace(key, place);
      });
    };
    window.addEventListener('scroll', keep, { passive: true });
    return () => window.removeEventListener('scroll', keep);
  }, [key]);

  useEffect(() => {
    if (first.current === pathname) return;
    first.current = '';
    return putBack(navigationType === 'POP' ? (placeLeft(key) ?? 0) : 0);
  }, [pathname, key, navigationType]);
  return null;
}
