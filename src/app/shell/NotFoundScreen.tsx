import { Link } from 'react-router-dom';
import { useTranslation } from '../i18n/translation';

/** Any path outside SPEC §2's route list. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section className="status-screen" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="status-screen__title">
        {t('notFound.title')}
      </h1>
      <p className="status-screen__body">{t('notFound.body')}</p>
      <Link className="button" to="/">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
