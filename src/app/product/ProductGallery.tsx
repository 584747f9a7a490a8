import { type CSSProperties, memo, type PointerEvent, useEffect, useState } from 'react';
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
 * (2.5x with a 25% lens, SPEC §9) shown in a pane beside the image. `focusImage` is the chosen variant's image
 * (SPEC §4): when it changes the gallery turns to it. Memoised, as the favorite toggle and the description: a variant
 * chosen renders the product page again, and these only when what they show changed.
 */
export const ProductGallery = memo(function ProductGallery({
  images,
  focusImage,
  name,
}: {
  images: string[];
  focusImage: string | null;
  name: string;
}) {
  const { t } = useTranslation();
  const { dir } = useLanguage();
  const list = focusImage && !images.includes(focusImage) ? [focusImage, ...images] : images;
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<ZoomView | null>(null);
  const total = list.length;
  const current = Math.min(index, Math.max(0, total - 1));
  const src = list[current] ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the gallery turns only when the variant's image changes, not when the shopper browses.
  useEffect(() => {
    if (focusImage) setIndex(Math.max(0, list.indexOf(focusImage)));
  }, [focusImage]);

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
          <SafeImage
            className="gallery__image"
            src={src}
            alt={t('product.imageOf', { name, number: current + 1, total: Math.max(total, 1) })}
            width={MAIN_SIZE}
            height={MAIN_SIZE}
            eager
          />
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
          {list.map((image, i) => (
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
