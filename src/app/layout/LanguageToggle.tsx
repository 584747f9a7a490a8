import { useTranslation } from 'react-i18next';
import { toggleLanguage } from '../../domain';
import { useLanguage } from '../components/useLanguage';

/**
 * SPEC §4: switches Arabic and English; i18n.ts then flips `dir` and `lang` on the page. The label is the other
 * language's own name, marked with its `lang` so a screen reader pronounces it correctly.
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const { lang } = useLanguage();
  const other = toggleLanguage(lang);
  return (
    <button
      type="button"
      className="header-button language-toggle"
      onClick={() => i18n.changeLanguage(other)}
    >
      <span lang={other}>{t('language.switchTo')}</span>
    </button>
  );
}
