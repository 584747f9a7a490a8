import { memo } from 'react';
import { toggleLanguage } from '../../../domain';
import { useEventLog } from '../../data/EventLogContext';
import { useTranslation } from '../../i18n/translation';
import { useLanguage } from '../../shared/useLanguage';

/**
 * SPEC §4: switches Arabic and English; i18n.ts then flips `dir` and `lang` on the page, and the choice is a
 * LanguageChanged event in the log (DESIGN "Event sourcing"), which the session projection keeps. The label is the
 * other language's own name, marked with its `lang` so a screen reader pronounces it correctly.
 */
export const LanguageToggle = memo(function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const { lang } = useLanguage();
  const eventLog = useEventLog();
  const other = toggleLanguage(lang);
  const change = () => {
    void i18n.changeLanguage(other);
    // The page has already switched; a log that cannot take the event loses nothing the shopper sees.
    eventLog.append('LanguageChanged', { language: other }).catch(() => undefined);
  };
  return (
    <button type="button" className="header-button language-toggle" onClick={change}>
      <span lang={other}>{t('language.switchTo')}</span>
    </button>
  );
});
