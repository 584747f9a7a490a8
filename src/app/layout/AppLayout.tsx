import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { BottomTabBar } from './BottomTabBar';
import { ScrollToTop } from './ScrollToTop';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** The frame around every screen: skip link, header, the routed screen as `main`, footer and tab bar. */
export function AppLayout() {
  const { t } = useTranslation();
  return (
    <div className="app-shell">
      <ScrollToTop />
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <BottomTabBar />
    </div>
  );
}
