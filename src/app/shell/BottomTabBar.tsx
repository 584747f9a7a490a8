import { type MouseEvent, memo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../i18n/translation';
import { afterNextFrame } from '../shared/afterNextFrame';
import { Icon, type IconName } from '../shared/Icon';
import { isPlainPress } from '../shared/ShopLink';
import './BottomTabBar.css';

const tabs: { to: string; labelKey: string; icon: IconName }[] = [
  { to: '/', labelKey: 'nav.home', icon: 'home' },
  { to: '/categories', labelKey: 'nav.categories', icon: 'grid' },
  { to: '/reels', labelKey: 'nav.videos', icon: 'video' },
  { to: '/favorites', labelKey: 'nav.favorites', icon: 'heart' },
  { to: '/profile', labelKey: 'nav.profile', icon: 'user' },
];

/** The tab of the section a path is in: home only for itself, the others for their path and anything below it. */
function tabOf(pathname: string): string | undefined {
  return tabs.find(({ to }) =>
    to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`),
  )?.to;
}

/**
 * SPEC §2: the phone's bottom tab bar; the tab of the current section carries aria-current="page".
 *
 * A tapped tab is marked at once and its screen follows a frame later: navigating in the tap itself held the tab's
 * answer back until react-router had started rendering the next screen, on a slow phone a third of a second. The
 * mark stands until the address changes, then the address decides again.
 */
export const BottomTabBar = memo(function BottomTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [pressed, setPressed] = useState<{ tab: string; on: string } | null>(null);
  const current = pressed?.on === pathname ? pressed.tab : tabOf(pathname);
  const follow = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    if (!isPlainPress(event)) return;
    event.preventDefault();
    setPressed({ tab: to, on: pathname });
    afterNextFrame(() => navigate(to, { replace: to === pathname }));
  };
  return (
    <nav className="tab-bar" aria-label={t('nav.sections')}>
      <ul className="tab-bar__list">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <a
              className="tab-bar__link"
              href={tab.to}
              aria-current={current === tab.to ? 'page' : undefined}
              onClick={(event) => follow(event, tab.to)}
            >
              <Icon name={tab.icon} />
              <span className="tab-bar__label">{t(tab.labelKey)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
});
