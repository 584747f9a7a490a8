import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Stands in for the screens of SPEC §2 that later work builds, so every route already leads somewhere. */
export function ComingSoonScreen() {
  const { t } = useTranslation();
  return (
    <section className="status-screen" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className="status-screen__title">
        {t('comingSoon.title')}
      </h1>
      <p className="status-screen__body">{t('comingSoon.body')}</p>
      <Link className="button" to="/">
        {t('comingSoon.home')}
      </Link>
    </section>
  );
}
