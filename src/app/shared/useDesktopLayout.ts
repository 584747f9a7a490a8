import { useSyncExternalStore } from 'react';

/** SPEC §9: the desktop layout from 768 px wide. */
const DESKTOP = '(min-width: 768px)';

/** Whether the window is as wide as the desktop layout now. */
export const isDesktopLayout = () => window.matchMedia(DESKTOP).matches;

function subscribe(onChange: () => void) {
  const media = window.matchMedia(DESKTOP);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * Whether the window is as wide as the desktop layout, following it as it changes: for what a desktop draws other
 * than as a phone's layout stretched, where CSS alone cannot choose (a different component). A server render and
 * its hydration take the phone's.
 */
export function useDesktopLayout(): boolean {
  return useSyncExternalStore(subscribe, isDesktopLayout, () => false);
}
