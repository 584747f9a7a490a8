import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryNavBar } from '../../../../src/app/shell/header/CategoryNavBar';
import type { CategoryNode } from '../../../../src/app/shell/header/useCategoryTree';
import { renderWithShop } from '../../renderWithShop';
import { category } from '../../shopFixtures';

/** `count` top categories, each with one subcategory (id × 100). */
const tree = (count: number): CategoryNode[] =>
  Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    return {
      category: category(id),
      children: [{ category: category(id * 100, { parentId: id, level: 2 }), children: [] }],
    };
  });

const topLinks = () =>
  Array.from(document.querySelectorAll<HTMLAnchorElement>('.category-nav__top')).map((link) => [
    link.textContent,
    link.getAttribute('href'),
  ]);

describe('the desktop nav bar (SPEC §2 Header: the first 8 categories; §9 nav count)', () => {
  it('shows the first eight categories, then More with the rest and their subcategories', async () => {
    await renderWithShop(<CategoryNavBar tree={tree(10)} />, { lang: 'en' });
    expect(topLinks()).toEqual([
      ...Array.from({ length: 8 }, (_, index) => [
        `Category ${index + 1}`,
        `/category/${index + 1}/products`,
      ]),
      ['More', '/categories'],
    ]);
    const more = screen.getByRole('link', { name: 'More' }).closest('li') as HTMLElement;
    expect(within(more).getByRole('link', { name: 'Category 9' }).getAttribute('href')).toBe(
      '/category/9/products',
    );
    expect(within(more).getByRole('link', { name: 'Category 1000' }).getAttribute('href')).toBe(
      '/category/1000/products',
    );
    expect(within(more).queryByRole('link', { name: 'Category 8' })).toBeNull();
  });

  it('has no More when every category fits', async () => {
    await renderWithShop(<CategoryNavBar tree={tree(8)} />, { lang: 'en' });
    expect(topLinks()).toHaveLength(8);
    expect(screen.queryByRole('link', { name: 'More' })).toBeNull();
  });

  it('names More in Arabic on an Arabic screen', async () => {
    await renderWithShop(<CategoryNavBar tree={tree(9)} />, { lang: 'ar' });
    expect(topLinks().at(-1)).toEqual(['المزيد', '/categories']);
  });
});

describe('a category panel of the desktop nav bar folds away (it stayed over the page it opened)', () => {
  const item = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

  it('once a subcategory or the category itself is chosen, until the pointer comes back', async () => {
    await renderWithShop(<CategoryNavBar tree={tree(2)} />, { lang: 'en' });
    // A mouse press leaves focus on what it pressed, which keeps the panel open (CSS :focus-within).
    const sub = screen.getByRole('link', { name: 'Category 100' });
    sub.focus();
    fireEvent.click(sub);
    expect(item('Category 1').classList.contains('is-dismissed')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Category 1' }));
    fireEvent.mouseLeave(item('Category 1'));
    expect(item('Category 1').classList.contains('is-dismissed')).toBe(true);
    fireEvent.mouseEnter(item('Category 1'));
    expect(item('Category 1').classList.contains('is-dismissed')).toBe(false);

    fireEvent.click(screen.getByRole('link', { name: 'Category 2' }));
    expect(item('Category 2').classList.contains('is-dismissed')).toBe(true);
  });
});
