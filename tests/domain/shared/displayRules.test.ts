import { describe, expect, it } from 'vitest';
import { isBarcodeShown, isDescriptionShown } from '../../../src/domain';

describe('display rules (SPEC §5 Display)', () => {
  it('hides the description when empty or 0', () => {
    expect(isDescriptionShown('')).toBe(false);
    expect(isDescriptionShown('0')).toBe(false);
    expect(isDescriptionShown(null)).toBe(false);
    expect(isDescriptionShown('Cotton shirt')).toBe(true);
  });

  it('hides the barcode when 0', () => {
    expect(isBarcodeShown('0')).toBe(false);
    expect(isBarcodeShown('6291041500213')).toBe(true);
  });

  it('hides an empty barcode', () => expect(isBarcodeShown(null)).toBe(false));
});
