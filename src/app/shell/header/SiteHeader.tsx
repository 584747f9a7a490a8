import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n/translation';
import { SearchBox } from '../../search/SearchBox';
import { SearchButton } from '../../search/SearchButton';
import { Icon } from '../../shared/Icon';
import { ShopLink } from '../../shared/ShopLink';
import { useBlockSizeProperty } from '../../shared/useBlockSizeProperty';
import { CategoryNavBar } from './CategoryNavBar';
import { HeaderCart } from './HeaderCart';
import { LanguageToggle } from './LanguageToggle';
import { useCategoryTree } from './useCategoryTree';
import './SiteHeader.css';

// Loaded on the first tap of the menu button: most visits never open it, and the first load carries none of it.
const CategoryDrawer = lazy(async () => ({ default: (await import('./CategoryDrawer')).CategoryDrawer }));

/**
 * The header of SPEC §2. Phones: the menu button on home (other screens get a back button), the logo, a search
 * button (on every screen but home, whose search field is on the page), the language toggle and the cart. From
 * 768 px the same bar also carries the search field, profile and favorites, and the category nav bar sits beneath
 * it; which parts show is decided by media queries.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const tree = useCategoryTree();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const headerRef = useBlockSizeProperty<HTMLElement>('--site-header-block-size');
  const onHome = pathname === '/';
  const onLogin = pathname === '/login';

  // A shopper who landed here from outside has no history inside the shop: back then means home.
  const goBack = () => (key === 'default' ? navigate('/') : navigate(-1));

  return (
    <header className="site-header" ref={headerRef}>
      <div className="site-header__bar">
        <div className="site-header__lead phone-only">
          {onHome ? (
            <button
              type="button"
              className="header-button"
              aria-label={t('nav.menu')}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={() => {
                setDrawerWanted(true);
                setDrawerOpen(true);
              }}
            >
              <Icon name="menu" />
            </button>
          ) : (
            <button type="button" className="header-button" aria-label={t('nav.back')} onClick={goBack}>
              <Icon name="back" />
            </button>
          )}
        </div>
        {/* Named by the shop's name it shows (WCAG 2.5.3): "GS" is the mark's picture, hidden from the name. */}
        <ShopLink className="site-header__logo" to="/">
          <span className="site-header__logo-mark" aria-hidden="true">
            GS
          </span>
          <span className="site-header__logo-text">{t('appName')}</span>
        </ShopLink>
        <SearchBox className="site-header__search desktop-only" />
        <nav className="site-header__actions" aria-label={t('nav.account')}>
          <ShopLink className="header-button desktop-only" to="/profile" aria-label={t('nav.profile')}>
            <Icon name="user" />
          </ShopLink>
          <ShopLink className="header-button desktop-only" to="/favorites" aria-label={t('nav.favorites')}>
            <Icon name="heart" />
          </ShopLink>
          {/* On a phone the home carries its search field on the page; every other screen gets the button. */}
          {!onHome && <SearchButton className="header-button phone-only" />}
          <LanguageToggle />
          {!onLogin && <HeaderCart />}
        </nav>
      </div>
      <div className="desktop-only">
        <CategoryNavBar tree={tree} />
      </div>
      {onHome && drawerWanted && (
        <Suspense fallback={null}>
          <CategoryDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} tree={tree} />
        </Suspense>
      )}
    </header>
  );
}
