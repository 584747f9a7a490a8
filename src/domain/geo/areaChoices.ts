import type { Language } from '../shared/language';
import { countries, places, regions } from './gazetteer';

export interface AreaChoice {
  /** Stable across languages, so a choice survives the screen switching language. */
  id: string;
  name: string;
  lat: number;
  lng: number;
}

export interface AreaGroup {
  /** "Hawalli, Kuwait": the governorate and its country. */
  label: string;
  areas: AreaChoice[];
}

/**
 * The gazetteer's areas to jump to on the map, by governorate in the gazetteer's order (Kuwait, the shop's home,
 * first), each governorate's areas in the alphabetical order of the screen's language.
 */
export function areaGroups(lang: Language): AreaGroup[] {
  const collator = new Intl.Collator(lang);
  const separator = lang === 'ar' ? '، ' : ', ';
  return Object.entries(regions).flatMap(([regionId, region]) => {
    const areas = places
      .flatMap((place, index) =>
        place.region === regionId
          ? [{ id: String(index), name: place[lang], lat: place.lat, lng: place.lng }]
          : [],
      )
      .sort((a, b) => collator.compare(a.name, b.name));
    if (!areas.length) return [];
    return [{ label: `${region[lang]}${separator}${countries[region.country][lang]}`, areas }];
  });
}
