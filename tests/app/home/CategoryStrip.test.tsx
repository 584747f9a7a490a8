import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CategoryStrip } from '../../../src/app/home/CategoryStrip';
import { renderWithShop } from '../renderWithShop';
import { category } from '../shopFixtures';

const categories = Array.from({ length: 14 }, (_, i) => category(i + 1));

describe('the home category strip (SPEC §2 Home, §4 Other UI states, §9 page size 6)', () => {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('links every category to its product list', async () => {
    await renderWithShop(<CategoryStrip categories={categories} />);
    const list = screen.getByRole('list', { name: 'Shop by category' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(14);
    expect(links[0]?.getAttribute('href')).toBe('/category/1/products');
    expect(links[0]?.textContent).toBe('Category 1');
  });

  it('steps six categories at a time with the arrows and stops at the last full page', async () => {
    await renderWithShop(<CategoryStrip categories={categories} />);
    const next = screen.getByRole('button', { name: 'Next' });
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(screen.getByText('1–6 of 14')).toBeTruthy();
    expect(previous.getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(next);
    expect(screen.getByText('7–12 of 14')).toBeTruthy();
    expect(scrollIntoView.mock.contexts.at(-1)).toHaveProperty('textContent', 'Category 7');

    fireEvent.click(next);
    expect(screen.getByText('9–14 of 14')).toBeTruthy();
    expect(next.getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(previous);
    expect(screen.getByText('3–8 of 14')).toBeTruthy();
  });

  it('shows no arrows when every category fits on one page', async () => {
    await renderWithShop(<CategoryStrip categories={categories.slice(0, 6)} />);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('names the categories in Arabic on the Arabic interface', async () => {
    await renderWithShop(<CategoryStrip categories={categories.slice(0, 2)} />, { lang: 'ar' });
    expect(screen.getByRole('link', { name: 'قسم 1' }).getAttribute('href')).toBe('/category/1/products');
    expect(screen.getByRole('heading', { name: 'تسوّق حسب القسم' })).toBeTruthy();
  });
});
