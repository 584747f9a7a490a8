import { useTranslation } from 'react-i18next';
import { Outlet, useMatch } from 'react-router-dom';
import { useForgetChangedCartView } from '../cart/savedCartView';
import { useCartAbandonment } from '../cart/useCartAbandonment';
import { PaymentResume } from '../payment';
import { SearchDraftProvider } from '../search/SearchDraft';
import { SearchOverlay } from '../search/SearchOverlay';
import { ToastProvider } from '../toast/ToastProvider';
import { BottomTabBar } from './BottomTabBar';
import { SiteHeader } from './header/SiteHeader';
import { ScrollToTop } from './ScrollToTop';
import { SiteFooter } from './SiteFooter';

/**
 * The frame around every screen: skip link, header, the routed screen as `main`, footer and tab bar; the search
 * overlay (opened by `?search=` on any route) and the toasts sit above them. The reels are full screen (SPEC §2
 * Reels): there the header, footer and tab bar are left out, not merely covered, so neither a screen reader nor
 * the Tab key lands on controls hidden under the video.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const fullScreen = useMatch('/reels') !== null;
  useCartAbandonment();
  useForgetChangedCartView();
  return (
    <ToastProvider>
      <SearchDraftProvider>
        <PaymentResume />
        <div className="app-shell">
          <ScrollToTop />
          <a className="skip-link" href="#main">
            {t('nav.skipToContent')}
          </a>
          {!fullScreen && <SiteHeader />}
          <main id="main" className="app-main" tabIndex={-1}>
            <Outlet />
          </main>
          {!fullScreen && <SiteFooter />}
          {!fullScreen && <BottomTabBar />}
        </div>
        <SearchOverlay />
      </SearchDraftProvider>
    </ToastProvider>
  );
}
