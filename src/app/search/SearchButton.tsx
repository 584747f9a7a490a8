import { memo } from 'react';
import { useTranslation } from '../i18n/translation';
import { Icon } from '../shared/Icon';
import { skipMouseEmulation } from '../shared/skipMouseEmulation';
import { useOpenSearch } from './useOpenSearch';

/**
 * Search from any screen on a phone (SPEC §2 Search): the header's button opens the search overlay, as the home's
 * search field does. A tap before hydration is held and pressed again once the page is live (boot/earlyInput.ts).
 */
export const SearchButton = memo(function SearchButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const openSearch = useOpenSearch();
  return (
    <button
      type="button"
      className={className}
      aria-label={t('nav.search')}
      data-opens-search=""
      onPointerDown={skipMouseEmulation}
      onClick={() => openSearch('')}
    >
      <Icon name="search" />
    </button>
  );
});
