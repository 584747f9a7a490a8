import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Icon, type IconName } from '../shared/Icon';
import './BottomTabBar.css';

const tabs: { to: string; labelKey: string; icon: IconName }[] = [
  { to: '/', labelKey: 'nav.home', icon: 'home' },
  { to: '/categories', labelKey: 'nav.categories', icon: 'grid' },
  { to: '/reels', labelKey: 'nav.videos', icon: 'video' },
  { to: '/favorites', labelKey: 'nav.favorites', icon: 'heart' },
  { to: '/profile', labelKey: 'nav.profile', icon: 'user' },
];

/** SPEC §2: the phone's bottom tab bar; the tab of the current section carries aria-current="page". */
export const BottomTabBar = memo(function BottomTabBar() {
  const { t } = useTranslation();
  return (
    <nav className="tab-bar" aria-label={t('nav.sections')}>
      <ul className="tab-bar__list">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink className="tab-bar__link" to={tab.to} end={tab.to === '/'}>
              <Icon name={tab.icon} />
              <span className="tab-bar__label">{t(tab.labelKey)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
});
