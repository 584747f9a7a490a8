import type { Language } from '../shared/language';
import { type Names, places, regions } from './gazetteer';

type Index = Map<string, Names>;

/** Each name under both of its spellings: a saved address holds whichever language the geocoder answered in. */
function indexOf(entries: readonly Names[]): Index {
  const index: Index = new Map();
  for (const names of entries) {
    for (const spelling of [names.en, names.ar]) {
      if (!index.has(spelling)) index.set(spelling, names);
    }
  }
  return index;
}

let regionIndex: Index | null = null;
let townIndex: Index | null = null;

/** A governorate, province or emirate the gazetteer knows, in the screen's language; null for any other text. */
export function regionName(stored: string, lang: Language): string | null {
  regionIndex ??= indexOf(Object.values(regions));
  return regionIndex.get(stored.trim())?.[lang] ?? null;
}

/** A town or district the gazetteer knows, in the screen's language; null for any other text. */
export function townName(stored: string, lang: Language): string | null {
  townIndex ??= indexOf(places);
  return townIndex.get(stored.trim())?.[lang] ?? null;
}
