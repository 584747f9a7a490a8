/**
 * The product pictures full screen (PhotoSwipe): swipe between them, pinch or double-tap to zoom, Escape or the
 * close button to leave; focus stays inside while open. Loaded only when a shopper opens it (ProductGallery), never
 * with the product page. PhotoSwipe lays its slides out left to right whatever the page's direction, so an Arabic
 * page hands it the pictures in reverse: the next picture then comes from the left, as a right-to-left reader
 * expects, and the counter and picture names still count in the page's order.
 */
import PhotoSwipe, { type SlideData } from 'photoswipe';
import 'photoswipe/style.css';
import { type Direction, ZOOM_FACTOR } from '../../domain';
import './FullScreenGallery.css';

export interface FullScreenGalleryTexts {
  dialog: string;
  close: string;
  zoom: string;
  previous: string;
  next: string;
  error: string;
  /** "Image 2 of 4": the counter, read out as the shopper moves. */
  counter: (number: number, total: number) => string;
  /** The picture's text alternative, numbered in the page's order. */
  alt: (number: number, total: number) => string;
}

export interface FullScreenGalleryOptions {
  images: readonly string[];
  /** The picture to open at, in the page's order. */
  index: number;
  dir: Direction;
  /** The pictures' size: the one on the page, which the others of a product share. */
  size: { width: number; height: number };
  texts: FullScreenGalleryTexts;
  /** Hears the picture in view, in the page's order, as the shopper moves. */
  onChange: (index: number) => void;
  onClose: () => void;
}

/** Opens the viewer; the function returned closes it. */
export function openFullScreenGallery(options: FullScreenGalleryOptions): () => void {
  const { images, dir, size, texts } = options;
  const total = images.length;
  // The same mapping both ways: a page index to the viewer's, and back.
  const mirror = (index: number) => (dir === 'rtl' ? total - 1 - index : index);
  const slides: SlideData[] = images.map((_, viewerIndex) => {
    const index = mirror(viewerIndex);
    return { src: images[index], ...size, alt: texts.alt(index + 1, total) };
  });
  const pswp = new PhotoSwipe({
    dataSource: slides,
    index: mirror(options.index),
    mainClass: 'full-screen-gallery',
    // The page stays out of sight: the pictures are all there is.
    bgOpacity: 1,
    // The same enlargement as the desktop's hover zoom (SPEC §9), from the picture fitted to the screen.
    secondaryZoomLevel: (zoom) => zoom.fit * ZOOM_FACTOR,
    maxZoomLevel: (zoom) => zoom.fit * 4,
    counter: false,
    // The arrows stay where PhotoSwipe draws them (previous on the left); on an Arabic page the left one shows the
    // next picture, and is named so.
    arrowPrevTitle: dir === 'rtl' ? texts.next : texts.previous,
    arrowNextTitle: dir === 'rtl' ? texts.previous : texts.next,
    closeTitle: texts.close,
    zoomTitle: texts.zoom,
    errorMsg: texts.error,
    // Focus goes back to what opened it from ProductGallery, also where a tap did not focus it (Safari).
    returnFocus: false,
  });
  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'shop-counter',
      order: 5,
      isButton: false,
      appendTo: 'bar',
      onInit: (element) => {
        element.classList.add('pswp__counter');
        element.setAttribute('aria-live', 'polite');
        element.dir = dir;
        const show = () => {
          element.textContent = texts.counter(mirror(pswp.currIndex) + 1, total);
        };
        show();
        pswp.on('change', show);
      },
    });
  });
  pswp.on('change', () => options.onChange(mirror(pswp.currIndex)));
  pswp.on('destroy', options.onClose);
  pswp.init();
  pswp.element?.setAttribute('aria-label', texts.dialog);
  pswp.element?.setAttribute('aria-modal', 'true');
  return () => pswp.close();
}
