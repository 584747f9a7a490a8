import { describe, expect, it } from 'vitest';
import { CATEGORY_STRIP_PAGE, PRODUCT_CAROUSEL_PAGE, pageStep } from '../../../src/domain';

describe('strip paging (SPEC §4 Other UI states)', () => {
  it('steps the category strip 6 at a time', () => {
    expect(pageStep(0, 20, CATEGORY_STRIP_PAGE, 'next')).toBe(6);
    expect(pageStep(6, 20, CATEGORY_STRIP_PAGE, 'prev')).toBe(0);
  });

  it('steps the product carousel 5 at a time', () => {
    expect(pageStep(5, 20, PRODUCT_CAROUSEL_PAGE, 'next')).toBe(10);
  });

  it('stops at the last full page and at the start', () => {
    expect(pageStep(12, 20, 6, 'next')).toBe(14);
    expect(pageStep(2, 20, 6, 'prev')).toBe(0);
    expect(pageStep(0, 4, 6, 'next')).toBe(0);
  });
});
