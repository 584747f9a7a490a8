import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductCarousel } from '../../../src/app/home/ProductCarousel';
import { fakeSync, renderWithShop } from '../renderWithShop';
import { category, product } from '../shopFixtures';
import { closeTestDatabases, openTestDatabase } from '../testDatabase';

/** Cards add to the cart and keep favorites, so they need the local database and the sync worker. */
const shop = async () => ({ database: await openTestDatabase(), sync: fakeSync() });

afterEach(closeTestDatabases);

const arrival = {
  category: category(5, { nameEn: 'Kitchen', name: 'المطبخ' }),
  products: Array.from({ length: 12 }, (_, i) => product(i + 1)),
};

describe('an arrival product carousel (SPEC §2 Home, §4 Other UI states, §9 page size 5)', () => {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('is titled with its category and has a View All link to the category product list', async () => {
    await renderWithShop(<ProductCarousel arrival={arrival} />, await shop());
    expect(screen.getByRole('heading', { name: 'Kitchen' })).toBeTruthy();
    const viewAll = screen.getByRole('link', { name: 'View All Kitchen' });
    expect(viewAll.textContent).toBe('View All');
    expect(viewAll.getAttribute('href')).toBe('/category/5/products');
  });

  it('steps five products at a time with the arrows', async () => {
    await renderWithShop(<ProductCarousel arrival={arrival} />, await shop());
    expect(screen.getByText('1–5 of 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('6–10 of 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('8–12 of 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('3–7 of 12')).toBeTruthy();
  });

  it('keeps the focus on an arrow pressed to the end of the row, which then says it is unavailable and does nothing', async () => {
    await renderWithShop(<ProductCarousel arrival={arrival} />, await shop());
    const next = screen.getByRole('button', { name: 'Next' });
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(next.getAttribute('aria-disabled')).toBe('false');
    next.focus();
    fireEvent.click(next);
    fireEvent.click(next);
    expect(screen.getByText('8–12 of 12')).toBeTruthy();
    // Still focusable and focused: a disabled button would have dropped the keyboard's place.
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(next.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(next);
    scrollIntoView.mockClear();
    fireEvent.click(next);
    expect(screen.getByText('8–12 of 12')).toBeTruthy();
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(previous.getAttribute('aria-disabled')).toBe('false');
  });

  it('links each product card to the product page', async () => {
    await renderWithShop(<ProductCarousel arrival={arrival} />, await shop());
    const list = screen.getByRole('list', { name: 'Kitchen' });
    const cards = within(list).getAllByRole('link');
    expect(cards).toHaveLength(12);
    expect(cards[0]?.getAttribute('href')).toBe('/product/1');
  });
});
