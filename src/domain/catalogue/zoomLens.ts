import { ZOOM_FACTOR, ZOOM_LENS } from '../shared/constants';
import type { Direction } from '../shared/language';

export interface ZoomBox {
  width: number;
  height: number;
}

export interface ZoomView {
  /** The lens square over the image, in logical offsets so it sits right in both reading directions. */
  lens: { inlineStart: number; blockStart: number; inlineSize: number; blockSize: number };
  /** Where the enlarged image is anchored, as percentages of the image (a physical transform origin). */
  originX: number;
  originY: number;
  scale: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * SPEC §9 desktop hover zoom: a lens a quarter of the image's size follows the pointer (kept inside the image), and
 * the image is enlarged 2.5 times around the lens centre. `x` and `y` are the pointer's physical offsets from the
 * image's top-left corner.
 */
export function zoomLens(x: number, y: number, box: ZoomBox, dir: Direction): ZoomView {
  const inlineSize = box.width * ZOOM_LENS;
  const blockSize = box.height * ZOOM_LENS;
  const left = clamp(x - inlineSize / 2, 0, box.width - inlineSize);
  const top = clamp(y - blockSize / 2, 0, box.height - blockSize);
  const centreX = left + inlineSize / 2;
  const centreY = top + blockSize / 2;
  return {
    lens: {
      inlineStart: dir === 'rtl' ? box.width - left - inlineSize : left,
      blockStart: top,
      inlineSize,
      blockSize,
    },
    originX: box.width ? (centreX / box.width) * 100 : 50,
    originY: box.height ? (centreY / box.height) * 100 : 50,
    scale: ZOOM_FACTOR,
  };
}
