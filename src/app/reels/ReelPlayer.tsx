import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ReelDoc } from '../../contract';
import { isReelPlaying, REEL_VISIBILITY } from '../../domain';
import { useTranslation } from '../i18n/translation';
import { Icon } from '../shared/Icon';
import { productPath } from '../shared/shopPaths';
import { useLanguage } from '../shared/useLanguage';

/** A video starts downloading when it comes within about one screen of the viewport, not before. */
const PRELOAD_MARGIN = '100% 0px';

/**
 * One reel (SPEC §2 Reels): plays while at least 80% visible and pauses otherwise, starts muted with a sound
 * toggle, shows a spinner while buffering, and has Order Now. Its `src` is set only when it comes near the
 * viewport, so a long list never downloads every video.
 */
export function ReelPlayer({
  reel,
  scroller,
  muted,
  onToggleMute,
}: {
  reel: ReelDoc;
  /** The snapping list: visibility is measured against it, since it clips the videos. */
  scroller: HTMLElement | null;
  muted: boolean;
  onToggleMute: () => void;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [near, setNear] = useState(false);
  const [visible, setVisible] = useState(false);
  const [buffering, setBuffering] = useState(false);
  const title = (lang === 'en' && reel.titleEn) || reel.title || '';
  const description = (lang === 'en' && reel.descriptionEn) || reel.description || '';

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !scroller) return;
    const nearObserver = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { root: scroller, rootMargin: PRELOAD_MARGIN },
    );
    const visibleObserver = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) setVisible(isReelPlaying(entry.intersectionRatio));
      },
      { root: scroller, threshold: [0, REEL_VISIBILITY, 1] },
    );
    nearObserver.observe(video);
    visibleObserver.observe(video);
    return () => {
      nearObserver.disconnect();
      visibleObserver.disconnect();
    };
  }, [scroller]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !near) return;
    if (visible) {
      // A browser may refuse to play (power saving); the shopper can still tap the video.
      video.play().catch(() => setBuffering(false));
    } else {
      video.pause();
    }
  }, [visible, near]);

  return (
    <section className="reel" aria-label={title || t('reels.video')}>
      <video
        ref={videoRef}
        className="reel__video"
        src={near ? reel.videoUrl : undefined}
        poster={reel.poster ?? undefined}
        preload="none"
        muted={muted}
        loop
        playsInline
        onWaiting={() => setBuffering(true)}
        onPlaying={() => setBuffering(false)}
        onCanPlay={() => setBuffering(false)}
        onClick={(event) => {
          const video = event.currentTarget;
          if (video.paused) void video.play().catch(() => undefined);
          else video.pause();
        }}
      />
      {buffering && (
        <span className="reel__buffering" role="status">
          <span className="reel__spinner" aria-hidden="true" />
          <span className="visually-hidden">{t('reels.buffering')}</span>
        </span>
      )}
      <button
        type="button"
        className="reel__mute"
        aria-pressed={!muted}
        aria-label={t('reels.sound')}
        onClick={onToggleMute}
      >
        <Icon name={muted ? 'soundOff' : 'soundOn'} />
      </button>
      <div className="reel__caption">
        {title && <h2 className="reel__title">{title}</h2>}
        {description && <p className="reel__description">{description}</p>}
        <Link className="button reel__order" to={productPath(reel.productId)}>
          {t('reels.orderNow')}
        </Link>
      </div>
    </section>
  );
}
