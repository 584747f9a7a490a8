import type { ReactNode } from 'react';
import { Outlet, useMatch } from 'react-router-dom';
import { useForgetChangedCartView } from '../cart/savedCartView';
import { useCartAbandonment } from '../cart/useCartAbandonment';
import { useTranslation } from '../i18n/translation';
import { PaymentResume } from '../payment';
import { SearchDraftProvider } from '../search/SearchDraft';
import { SearchOverlay } from '../search/SearchOverlay';
import { ToastProvider } from '../toast/ToastProvider';
import { BottomTabBar } from './BottomTabBar';
import { SiteHeader } from './header/SiteHeader';
import { OrderAttentionNotice } from './OrderAttentionNotice';
import { ScrollToTop } from './ScrollToTop';
import { SiteFooter } from './SiteFooter';

/**
 * The frame around every screen: skip link, header, the routed screen as `main`, footer and tab bar; the search
 * overlay (opened by `?search=` on any route) and the toasts sit above them. The reels are full screen (SPEC §2
 * Reels): there the header, footer and tab bar are left out, not merely covered, so neither a screen reader nor
 * the Tab key lands on controls hidden under the video. An order waiting for its shopper is announced under the
 * header on every screen (OrderAttentionNotice).
 *
 * The frame itself reads neither the address nor the cart: what does is a part of its own (OutsideReels,
 * CartHousekeeping), so a navigation, a sort of a list or a cart change renders those parts and not the whole frame.
 */
export function AppLayout() {
  const { t } = useTranslation();
  return (
    <ToastProvider>
      <SearchDraftProvider>
        <PaymentResume />
        <CartHousekeeping />
        <div className="app-shell">
          <ScrollToTop />
          <a className="skip-link" href="#main">
            {t('nav.skipToContent')}
          </a>
          <OutsideReels>
            <SiteHeader />
          </OutsideReels>
          <OrderAttentionNotice />
          <main id="main" className="app-main" tabIndex={-1}>
            <Outlet />
          </main>
          <OutsideReels>
            <SiteFooter />
            <BottomTabBar />
          </OutsideReels>
        </div>
        <SearchOverlay />
      </SearchDraftProvider>
    </ToastProvider>
  );
}

function OutsideReels({ children }: { children: ReactNode }) {
  return useMatch('/reels') === null ? children : null;
}

function CartHousekeeping() {
  useCartAbandonment();
  useForgetChangedCartView();
  return null;
}
