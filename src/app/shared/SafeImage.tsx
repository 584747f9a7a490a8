import { useState } from 'react';
import { EAGER_IMAGE_TIMING } from '../boot/handoff';
import { useTranslation } from '../i18n/translation';
import { Icon } from './Icon';
import './SafeImage.css';

interface SafeImageProps {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  /** Only the first banner is above the fold on a phone; everything else waits until it scrolls near. */
  eager?: boolean;
  className?: string;
  /** Narrower copies to choose from (`pictureSrcSet`), with the width the image is laid out at. */
  srcSet?: string | undefined;
  sizes?: string | undefined;
}

/**
 * SPEC §8: an image that fails to load shows a placeholder. Width and height are always given so the box keeps
 * its size (no layout shift) whether the image loads, fails or is still on its way.
 */
export function SafeImage({
  src,
  alt,
  width,
  height,
  eager = false,
  className,
  srcSet,
  sizes,
}: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = ['safe-image', className].filter(Boolean).join(' ');

  if (!src || failedSrc === src)
    return <ImagePlaceholder className={classes} alt={alt} width={width} height={height} />;
  return (
    <img
      className={classes}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      {...(eager && { elementtiming: EAGER_IMAGE_TIMING })}
      decoding="async"
      draggable={false}
      onError={() => setFailedSrc(src)}
    />
  );
}

/**
 * The box a missing or broken image leaves. Only it reads the translations: a list of fifty images that load
 * renders no text and reads no context for it.
 */
function ImagePlaceholder({
  className,
  alt,
  width,
  height,
}: Required<Pick<SafeImageProps, 'className' | 'alt' | 'width' | 'height'>>) {
  const { t } = useTranslation();
  return (
    <span
      className={`${className} safe-image--placeholder`}
      {...(alt
        ? { role: 'img', 'aria-label': `${alt} (${t('image.unavailable')})` }
        : { 'aria-hidden': true })}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      <Icon name="image" size={32} />
    </span>
  );
}
