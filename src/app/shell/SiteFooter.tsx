import { memo } from 'react';
import { useTranslation } from '../i18n/translation';
import { ShopLink } from '../shared/ShopLink';
import { SocialLogo } from '../shared/SocialLogo';
import {
  BRANCH_KEYS,
  COMPANY_EMAIL,
  CUSTOMER_SERVICE_PHONE,
  CUSTOMER_SERVICE_PHONE_DISPLAY,
  SOCIAL_LINKS,
} from './companyContact';
import { PaymentBadges } from './PaymentBadges';
import './SiteFooter.css';

// SPEC §2: every company link routes to home until those pages exist.
const companyLinks = [
  'footer.about',
  'footer.terms',
  'footer.returns',
  'footer.search',
  'footer.contact',
] as const;

/**
 * The desktop footer of SPEC §2; phones have the bottom tab bar instead. Memoised, as the tab bar and the nav bar: the
 * layout renders again on every navigation, and nothing here changes with one.
 */
export const SiteFooter = memo(function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="site-footer__title">
            {t('footer.company')}
          </h2>
          <ul className="site-footer__list">
            {companyLinks.map((key) => (
              <li key={key}>
                <ShopLink to="/">{t(key)}</ShopLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-branches">
          <h2 id="footer-branches" className="site-footer__title">
            {t('footer.branches')}
          </h2>
          <ul className="site-footer__list">
            {BRANCH_KEYS.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            {t('footer.contactTitle')}
          </h2>
          <address className="site-footer__list">
            <span>
              {t('footer.email')}: <a href={`mailto:${COMPANY_EMAIL}`}>{COMPANY_EMAIL}</a>
            </span>
            <span>
              {t('footer.phone')}:{' '}
              <a href={`tel:${CUSTOMER_SERVICE_PHONE}`} dir="ltr">
                {CUSTOMER_SERVICE_PHONE_DISPLAY}
              </a>
            </span>
          </address>
          <h2 className="site-footer__title">{t('footer.follow')}</h2>
          <ul className="site-footer__social">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.key}>
                <a
                  className="site-footer__social-link"
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(link.key)}
                  title={t(link.key)}
                >
                  <SocialLogo network={link.network} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-payments">
          <h2 id="footer-payments" className="site-footer__title">
            {t('footer.payments')}
          </h2>
          <PaymentBadges />
        </section>
      </div>
      <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
});
