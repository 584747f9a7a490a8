import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../i18n/translation';
import { EmptyState } from '../shared/EmptyState';
import { Icon } from '../shared/Icon';
import { SyncNotice } from '../shell/SyncNotice';
import { ReelPlayer } from './ReelPlayer';
import { useReels } from './useReels';
import './ReelsScreen.css';

/**
 * SPEC §2 Reels (labelled Videos): a full-screen vertical list that snaps one video at a time; the layout leaves
 * out the header and tab bar here, so a close button (or Escape) takes the shopper back. Sound is one choice for the
 * whole list: a shopper who unmutes keeps sound on the next video. The list takes keyboard focus, so the arrow
 * and page keys move from one video to the next.
 */
export function ReelsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { key } = useLocation();
  const titleId = useId();
  const { reels, ready, syncStatus, refreshing, refresh } = useReels();
  const [muted, setMuted] = useState(true);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const loading = !ready || (reels.length === 0 && refreshing);

  // A shopper who opened the videos from outside has no history inside the shop: closing then means home.
  const close = () => (key === 'default' ? navigate('/') : navigate(-1));

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape is a shortcut; the close button is the control.
    <div
      className="reels-page"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) close();
      }}
    >
      <h1 id={titleId} className="visually-hidden">
        {t('reels.title')}
      </h1>
      <button type="button" className="reels-page__close" aria-label={t('reels.close')} onClick={close}>
        <Icon name="close" />
      </button>
      <SyncNotice error={syncStatus?.error ?? null} />
      {loading ? (
        <p className="reels-page__status" role="status">
          {t('common.loading')}
        </p>
      ) : reels.length === 0 ? (
        <EmptyState icon="video" title={t('reels.empty')}>
          <button type="button" className="button" onClick={refresh}>
            {t('common.tryAgain')}
          </button>
        </EmptyState>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must take focus for keyboard scrolling.
        // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this groups the videos.
        <div className="reels" ref={setScroller} role="group" aria-labelledby={titleId} tabIndex={0}>
          {reels.map((reel) => (
            <ReelPlayer
              key={reel.id}
              reel={reel}
              scroller={scroller}
              muted={muted}
              onToggleMute={() => setMuted((m) => !m)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
