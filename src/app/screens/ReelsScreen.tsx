import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/EmptyState';
import { ReelPlayer } from '../components/ReelPlayer';
import { SyncNotice } from '../components/SyncNotice';
import { useReels } from '../data/useReels';
import './ReelsScreen.css';

/**
 * SPEC §2 Reels (labelled Videos): a full-height vertical list that snaps one video at a time. Sound is one
 * choice for the whole list: a shopper who unmutes keeps sound on the next video.
 */
export function ReelsScreen() {
  const { t } = useTranslation();
  const { reels, ready, syncStatus, refreshing, refresh } = useReels();
  const [muted, setMuted] = useState(true);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const loading = !ready || (reels.length === 0 && refreshing);

  return (
    <div className="reels-page">
      <h1 className="visually-hidden">{t('reels.title')}</h1>
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
        <div className="reels" ref={setScroller}>
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
