import { describe, expect, it } from 'vitest';
import { zoomLens } from '../../../src/domain';

const box = { width: 400, height: 400 };

describe('the desktop hover zoom (SPEC §2 Product detail, §9: 2.5x with a 25% lens)', () => {
  it('centres a lens a quarter of the image on the pointer and enlarges 2.5 times around it', () => {
    const view = zoomLens(200, 100, box, 'ltr');
    expect(view.scale).toBe(2.5);
    expect(view.lens).toEqual({ inlineStart: 150, blockStart: 50, inlineSize: 100, blockSize: 100 });
    expect(view.originX).toBe(50);
    expect(view.originY).toBe(25);
  });

  it('keeps the lens inside the image at the edges', () => {
    const view = zoomLens(0, 400, box, 'ltr');
    expect(view.lens.inlineStart).toBe(0);
    expect(view.lens.blockStart).toBe(300);
  });

  it('measures the lens from the right edge in right-to-left pages', () => {
    expect(zoomLens(50, 50, box, 'rtl').lens.inlineStart).toBe(300);
  });
});
