import {
  type CSSProperties,
  type FocusEvent,
  memo,
  type PointerEvent,
  type ReactNode,
  startTransition,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { BannerDoc } from '../../contract';
import {
  BANNER_INTERVAL_MS,
  DRAWN_WIDTHS,
  nextSlide,
  pictureSrcSet,
  prevSlide,
  SLIDE_TRANSITION_MS,
  swipeDirection,
} from '../../domain';
import { bannerTarget } from '../content/contentPolicy';
import { useTranslation } from '../i18n/translation';
import { Icon } from '../shared/Icon';
import { SafeImage } from '../shared/SafeImage';
import { ShopLink } from '../shared/ShopLink';
import { useLanguage } from '../shared/useLanguage';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import './BannerSlider.css';

const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 500;
/**
 * The width a banner is laid out at: the page's content (at most 1,200 px) less its 16 px sides, so a phone picks
 * the copy of its own width (720 px on a 390 px phone of 1.75 device pixels) instead of the 1,200 px picture.
 */
const BANNER_SIZES = '(min-width: 1200px) 1168px, calc(100vw - 32px)';
const DRAG_CAPTURE_PX = 8;

/**
 * A banner's link, when it may have one (a path of the shop, or https on the allowlist, so a banner cannot send a
 * shopper to a look-alike site; see contentPolicy.ts); otherwise the banner is just its picture.
 */
function BannerLink({ link, children }: { link: string | null | undefined; children: ReactNode }) {
  const target = bannerTarget(link);
  if (target === null) return children;
  if (target.kind === 'route')
    return (
      <ShopLink to={target.to} draggable={false}>
        {children}
      </ShopLink>
    );
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer" draggable={false}>
      {children}
    </a>
  );
}

/**
 * One slide. Memoised: a turn changes which slide is shown, so it draws only the two slides that change, not every
 * banner's picture, link and labels every 3 s.
 */
const BannerSlide = memo(function BannerSlide({
  banner,
  number,
  total,
  active,
  onFocusSlide,
}: {
  banner: BannerDoc;
  number: number;
  total: number;
  active: boolean;
  onFocusSlide: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group; a fieldset is for form controls.
    <div
      className="banner-slider__slide"
      role="group"
      aria-roledescription="slide"
      aria-label={t('home.slide', { number, total })}
      aria-hidden={!active}
      inert={!active}
      // The slide holding focus is the one shown: Tab can reach a slide as the rotation turns past it, and focus
      // would then sit on a slide gone from view.
      onFocus={() => onFocusSlide(number - 1)}
    >
      <BannerLink link={banner.link}>
        <SafeImage
          src={banner.image}
          srcSet={banner.image ? pictureSrcSet(banner.image, DRAWN_WIDTHS.banner) : undefined}
          sizes={BANNER_SIZES}
          alt={t('home.bannerAlt', { number })}
          width={BANNER_WIDTH}
          height={BANNER_HEIGHT}
          eager={number === 1}
        />
      </BannerLink>
    </div>
  );
});

/**
 * The home banner slider (SPEC §2 Home, §4, §9): advances every 3 s and loops, slides in 500 ms, and a swipe or
 * drag beyond 50 px changes the slide, mirrored in RTL. It follows the WAI-ARIA carousel pattern: rotation stops
 * while the pointer or focus is inside, on the pause button, and for shoppers who prefer reduced motion.
 */
export function BannerSlider({ banners }: { banners: BannerDoc[] }) {
  const { t } = useTranslation();
  const { dir } = useLanguage();
  const reducedMotion = usePrefersReducedMotion();
  const trackId = useId();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [dragPx, setDragPx] = useState<number | null>(null);
  const dragStart = useRef<number | null>(null);
  const swiped = useRef(false);

  const total = banners.length;
  const current = total ? Math.min(index, total - 1) : 0;
  const rotating = total > 1 && !hovered && !focused && !stopped && !reducedMotion && dragPx === null;

  // Keyed on the current slide so a dot press or a swipe also restarts the 3 s wait.
  useEffect(() => {
    if (!rotating) return;
    // A transition: the turn is drawn in slices, so a tap in that moment is answered first.
    const timer = setTimeout(
      () => startTransition(() => setIndex(nextSlide(current, total))),
      BANNER_INTERVAL_MS,
    );
    return () => clearTimeout(timer);
  }, [rotating, current, total]);

  if (!total) return null;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    dragStart.current = event.clientX;
    swiped.current = false;
    setDragPx(0);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStart.current === null) return;
    const dx = event.clientX - dragStart.current;
    // Captured only once the pointer really moves: capturing on press would retarget a plain tap's click away
    // from the banner link.
    if (Math.abs(dx) > DRAG_CAPTURE_PX && !event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    setDragPx(dx);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStart.current === null) return;
    const move = swipeDirection(event.clientX - dragStart.current, dir);
    dragStart.current = null;
    setDragPx(null);
    if (move === 'next') setIndex(nextSlide(current, total));
    if (move === 'prev') setIndex(prevSlide(current, total));
    swiped.current = move !== null;
  };
  const cancelDrag = () => {
    dragStart.current = null;
    setDragPx(null);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const trackStyle = {
    '--slide-index': current,
    '--slide-ms': `${SLIDE_TRANSITION_MS}ms`,
    '--drag-px': `${dragPx ?? 0}px`,
  } as CSSProperties;

  return (
    <section
      className="banner-slider"
      aria-roledescription="carousel"
      aria-label={t('home.offers')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div
        className={dragPx === null ? 'banner-slider__viewport' : 'banner-slider__viewport is-dragging'}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={cancelDrag}
        // A swipe that ends on a banner link must not also follow the link.
        onClickCapture={(event) => {
          if (swiped.current) event.preventDefault();
          swiped.current = false;
        }}
      >
        <div
          id={trackId}
          className="banner-slider__track"
          style={trackStyle}
          aria-live={rotating ? 'off' : 'polite'}
        >
          {banners.map((banner, i) => (
            <BannerSlide
              key={banner.id}
              banner={banner}
              number={i + 1}
              total={total}
              active={i === current}
              onFocusSlide={setIndex}
            />
          ))}
        </div>
      </div>
      {total > 1 && (
        <div className="banner-slider__controls">
          <button
            type="button"
            className="banner-slider__rotation"
            aria-label={stopped ? t('home.play') : t('home.pause')}
            onClick={() => setStopped((value) => !value)}
          >
            <Icon name={stopped ? 'play' : 'pause'} size={18} />
          </button>
          {/* biome-ignore lint/a11y/useSemanticElements: a set of buttons, not form fields, so no fieldset. */}
          <div className="banner-slider__dots" role="group" aria-label={t('home.slideChooser')}>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className="banner-slider__dot"
                aria-controls={trackId}
                aria-label={t('home.showSlide', { number: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
