import { type Direction, directionOf, type Language } from '../../domain';
import { useTranslation } from '../i18n/translation';

/** The interface language and its reading direction, as components need them for names, prices and swipes. */
export function useLanguage(): { lang: Language; dir: Direction } {
  const { i18n } = useTranslation();
  const lang: Language = i18n.resolvedLanguage === 'en' ? 'en' : 'ar';
  return { lang, dir: directionOf(lang) };
}
