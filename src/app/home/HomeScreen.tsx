import { useCallback, useEffect, useRef, useState } from 'react';
import { useSync } from '../data/SyncContext';
import { useTranslation } from '../i18n/translation';
import { SearchBox } from '../search/SearchBox';
import { EmptyState } from '../shared/EmptyState';
import { SyncNotice } from '../shell/SyncNotice';
import { BannerSlider } from './BannerSlider';
import { CategoryStrip } from './CategoryStrip';
import { FeaturedCategoryGrid } from './FeaturedCategoryGrid';
import { HomeSkeleton } from './HomeSkeleton';
import { ProductCarousel } from './ProductCarousel';
import { useHomeData } from './useHomeData';
import { useRevealedCount } from './useRevealedCount';
import './HomeScreen.css';

/**
 * SPEC §2 Home. Whatever the local database holds shows at once; one refresh is asked of the sync worker on
 * arrival, and its result streams in through the same live queries (stale-while-revalidate).
 */
export function HomeScreen() {
  const { t } = useTranslation();
  const sync = useSync();
  const { banners, stripCategories, featuredCategories, arrivals, ready, syncStatus } = useHomeData();
  // The carousels below the first come as the shopper scrolls towards them, one per idle moment.
  const revealed = useRevealedCount(arrivals.length);
  const [refreshing, setRefreshing] = useState(true);
  const asked = useRef(false);

  const refresh = useCallback(() => {
    setRefreshing(true);
    sync
      .refreshHome()
      // A failed refresh is recorded by the worker in the sync status, which the notice below shows.
      .catch(() => undefined)
      .finally(() => setRefreshing(false));
  }, [sync]);

  useEffect(() => {
    // React's development double mount must not ask the worker twice.
    if (asked.current) return;
    asked.current = true;
    refresh();
  }, [refresh]);

  const empty = !banners.length && !stripCategories.length && !featuredCategories.length && !arrivals.length;
  // A first visit has an empty database until the first refresh lands: that is loading, not "nothing to sell".
  const loading = !ready || (empty && refreshing);

  return (
    <div className="home">
      <div className="home__welcome">
        <h1 className="home__welcome-title">{t('welcome')}</h1>
        <p className="home__welcome-tagline">{t('welcomeTagline')}</p>
      </div>
      <SearchBox className="home__search" />
      <SyncNotice error={syncStatus?.error ?? null} />
      {loading ? (
        <HomeSkeleton />
      ) : empty ? (
        <EmptyState icon="grid" title={t('empty.noProducts')} body={t('empty.noCategories')}>
          <button type="button" className="button" onClick={refresh}>
            {t('common.tryAgain')}
          </button>
        </EmptyState>
      ) : (
        <>
          <BannerSlider banners={banners} />
          {stripCategories.length > 0 && <CategoryStrip categories={stripCategories} />}
          {featuredCategories.length > 0 && <FeaturedCategoryGrid categories={featuredCategories} />}
          {arrivals.slice(0, revealed.shown).map((arrival) => (
            <ProductCarousel key={arrival.category.id} arrival={arrival} belowTheFold />
          ))}
          {revealed.shown < arrivals.length && <div ref={revealed.edge} className="home__more" />}
        </>
      )}
    </div>
  );
}
