import { type CSSProperties, memo, type PointerEvent, useRef, useState } from 'react';
import { nextSlide, prevSlide, type ZoomView, zoomLens } from '../../domain';
import { useTranslation } from '../i18n/translation';
import { Icon } from '../shared/Icon';
import { SafeImage } from '../shared/SafeImage';
import { useLanguage } from '../shared/useLanguage';
import './ProductGallery.css';

const MAIN_SIZE = 600;
const THUMB_SIZE = 72;

/**
 * SPEC §2 Product detail gallery: the main image with previous/next, thumbnails, and on desktop a hover zoom
 * (2.5x with a 25% lens, SPEC §9) shown in a pane beside the image. `images` are the pictures of the shopper's
 * choice, the chosen variant's first (domain variantPictures): when the first changes, another variant was chosen
 * and the gallery turns to it. Pressing the picture opens them full screen, loaded then (fullScreenGallery).
 * Memoised, as the favorite toggle and the description: a variant chosen renders the product page again, and
 * these only when what they show changed.
 */
export const ProductGallery = memo(function ProductGallery({
  images,
  name,
}: {
  images: string[];
  name: string;
}) {
  const { t } = useTranslation();
  const { dir } = useLanguage();
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<ZoomView | null>(null);
  const [opening, setOpening] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const total = images.length;
  const current = Math.min(index, Math.max(0, total - 1));
  const src = images[current] ?? null;

  // Another variant's pictures: shown from their first, in the same render (no frame of the old picture).
  const lead = images[0] ?? null;
  const [shownLead, setShownLead] = useState(lead);
  if (lead !== shownLead) {
    setShownLead(lead);
    setIndex(0);
  }

  const openFullScreen = async () => {
    if (!src || opening) return;
    setOpening(true);
    setZoom(null);
    const picture = opener.current?.querySelector('img');
    // A chunk that cannot be fetched (offline before the service worker kept it) leaves the page as it was.
    const viewer = await import('./fullScreenGallery').catch(() => null);
    setOpening(false);
    viewer?.openFullScreenGallery({
      images,
      index: current,
      dir,
      size: {
        width: picture?.naturalWidth || MAIN_SIZE,
        height: picture?.naturalHeight || MAIN_SIZE,
      },
      texts: {
        dialog: t('product.fullScreen', { name }),
        close: t('product.closeFullScreen'),
        zoom: t('product.zoomImage'),
        previous: t('product.previousImage'),
        next: t('product.nextImage'),
        error: t('product.imageNotLoaded'),
        counter: (number, count) => t('product.imageCount', { number, total: count }),
        alt: (number, count) => t('product.imageOf', { name, number, total: count }),
      },
      onChange: setIndex,
      onClose: () => opener.current?.focus({ preventScroll: true }),
    });
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    // Zoom is for a mouse on a desktop layout; touch users pinch instead.
    if (event.pointerType !== 'mouse' || !window.matchMedia('(min-width: 768px)').matches || !src) return;
    const box = event.currentTarget.getBoundingClientRect();
    setZoom(
      zoomLens(
        event.clientX - box.left,
        event.clientY - box.top,
        { width: box.width, height: box.height },
        dir,
      ),
    );
  };

  return (
    <section className="gallery" aria-label={t('product.gallery')}>
      <div className="gallery__stage">
        <div className="gallery__main" onPointerMove={onPointerMove} onPointerLeave={() => setZoom(null)}>
          <button
            ref={opener}
            type="button"
            className="gallery__open"
            aria-haspopup="dialog"
            aria-busy={opening || undefined}
            disabled={!src}
            onClick={openFullScreen}
          >
            <SafeImage
              className="gallery__image"
              src={src}
              alt={t('product.imageOf', { name, number: current + 1, total: Math.max(total, 1) })}
              width={MAIN_SIZE}
              height={MAIN_SIZE}
              eager
            />
            <span className="gallery__open-hint">
              <Icon name="expand" size={18} />
              <span className="visually-hidden">{t('product.openFullScreen')}</span>
            </span>
          </button>
          {zoom && (
            <span
              className="gallery__lens"
              aria-hidden="true"
              style={{
                insetInlineStart: zoom.lens.inlineStart,
                insetBlockStart: zoom.lens.blockStart,
                inlineSize: zoom.lens.inlineSize,
                blockSize: zoom.lens.blockSize,
              }}
            />
          )}
        </div>
        {zoom && src && (
          <div
            className="gallery__zoom"
            aria-hidden="true"
            style={
              {
                backgroundImage: `url("${src}")`,
                backgroundSize: `${zoom.scale * 100}%`,
                backgroundPosition: `${zoom.originX}% ${zoom.originY}%`,
              } as CSSProperties
            }
          />
        )}
        {total > 1 && (
          <>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--prev"
              aria-label={t('product.previousImage')}
              onClick={() => setIndex(prevSlide(current, total))}
            >
              <Icon name="previous" size={20} />
            </button>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--next"
              aria-label={t('product.nextImage')}
              onClick={() => setIndex(nextSlide(current, total))}
            >
              <Icon name="next" size={20} />
            </button>
          </>
        )}
      </div>
      {total > 1 && (
        <ul className="gallery__thumbs">
          {images.map((image, i) => (
            <li key={image}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={t('product.showImage', { number: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <SafeImage src={image} alt="" width={THUMB_SIZE} height={THUMB_SIZE} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
