/**
 * Where each page of this tab's history was left, by its history entry, kept for the tab's life (sessionStorage),
 * so Back, Forward and a reload put the page back. The last 50 entries are kept.
 */
const STORE = 'scroll-places';
const KEPT = 50;

function read(): Record<string, number> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORE) ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export function placeLeft(entry: string): number | undefined {
  const place = read()[entry];
  return typeof place === 'number' && Number.isFinite(place) ? place : undefined;
}

export function leavePlace(entry: string, place: number): void {
  const places = read();
  delete places[entry];
  places[entry] = place;
  const entries = Object.keys(places);
  for (const old of entries.slice(0, Math.max(0, entries.length - KEPT))) delete places[old];
  try {
    sessionStorage.setItem(STORE, JSON.stringify(places));
  } catch {
    // Storage full or refused (private mode): Back then starts at the top, as a new page does.
  }
}
