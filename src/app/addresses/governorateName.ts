import { KUWAIT_GOVERNORATES } from '../../domain';

/** Kuwait's governorates are stored in English (SPEC §5 list); they read in Arabic on the Arabic interface. */
export function governorateName(stored: string, lang: 'ar' | 'en'): string {
  return KUWAIT_GOVERNORATES.find((g) => g.en === stored)?.[lang] ?? stored;
}
