import { describe, expect, it } from 'vitest';
import { loginDestination, loginPath, safeReturnPath } from '../../../src/domain';

describe('where a login goes (SPEC §2 Login)', () => {
  it('goes to the stored return path', () => {
    expect(loginDestination('/checkout')).toBe('/checkout');
    expect(loginDestination('/profile')).toBe('/profile');
  });

  it('goes to /orders when it came from an order detail', () => {
    expect(loginDestination('/order/42')).toBe('/orders');
  });

  it('otherwise goes home', () => {
    expect(loginDestination(null)).toBe('/');
    expect(loginDestination('')).toBe('/');
  });

  it('never follows a path out of the shop or back to the login screen', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'checkout',
      '/login',
      '/login?x=1',
    ]) {
      expect(safeReturnPath(bad), bad).toBeNull();
      expect(loginDestination(bad), bad).toBe('/');
    }
  });
});

describe('the login URL with a return path (SPEC §2 Cart, §6 Checkout)', () => {
  it('stores the return path in the query', () => {
    expect(loginPath('/checkout')).toBe('/login?returnTo=%2Fcheckout');
    expect(loginPath('/category/3/products?x=1')).toBe('/login?returnTo=%2Fcategory%2F3%2Fproducts%3Fx%3D1');
  });

  it('carries nothing when there is nowhere better than home to return to', () => {
    expect(loginPath()).toBe('/login');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('//evil.example')).toBe('/login');
  });
});
