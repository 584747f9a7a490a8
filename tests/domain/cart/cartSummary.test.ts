import { describe, expect, it } from 'vitest';
import { cartItemCount, cartLineName } from '../../../src/domain';
import { cartItem } from '../factories';

describe('cart item count (SPEC §2 Cart bottom bar, Header badge)', () => {
  it('counts units, with the quantity falling back to counter, then 1 (SPEC §4 Cart)', () => {
    expect(cartItemCount([])).toBe(0);
    expect(
      cartItemCount([cartItem({ quantity: 3 }), cartItem({ counter: 2 }), cartItem({ quantity: null })]),
    ).toBe(6);
  });
});

describe('cart line name (SPEC §3 language rule)', () => {
  const line = cartItem({ name: 'قميص', productName: 'قميص', title: 'Shirt' });

  it('is the English title in English and the Arabic name in Arabic', () => {
    expect(cartLineName(line, 'en')).toBe('Shirt');
    expect(cartLineName(line, 'ar')).toBe('قميص');
  });

  it('falls back to whatever name the line has', () => {
    expect(cartLineName(cartItem({ name: 'قميص', title: ' ' }), 'en')).toBe('قميص');
    expect(cartLineName(cartItem({ productName: 'حذاء' }), 'en')).toBe('حذاء');
    expect(cartLineName(cartItem({ title: 'Shoe' }), 'ar')).toBe('Shoe');
    expect(cartLineName(cartItem({ id: '7-2' }), 'ar')).toBe('7-2');
  });
});
