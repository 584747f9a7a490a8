import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppLayout } from '../../../src/app/shell/AppLayout';
import type { ShopDatabase } from '../../../src/db';
import { fakeSync, renderWithShop, type TestLanguage } from '../renderWithShop';
import { category } from '../shopFixtures';
import { closeTestDatabases, openTestDatabase } from '../testDatabase';

afterEach(closeTestDatabases);

/** Ten top categories; the first has two subcategories, and the first of those a sub-subcategory. */
const tree = [
  ...Array.from({ length: 10 }, (_, i) => category(i + 1, { sort: i })),
  category(101, { parentId: 1, level: 2, sort: 0, nameEn: 'Kitchen', name: 'المطبخ' }),
  category(102, { parentId: 1, level: 2, sort: 1, nameEn: 'Bedroom', name: 'غرفة النوم' }),
  category(1011, { parentId: 101, level: 3, sort: 0, nameEn: 'Cookware', name: 'أواني الطبخ' }),
];

async function renderLayout(route: string, lang: TestLanguage = 'en') {
  const database: ShopDatabase = await openTestDatabase();
  await database.categories.bulkInsert(tree);
  const result = await renderWithShop(
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<p>Home screen</p>} />
        <Route path="*" element={<p>Other screen</p>} />
      </Route>
    </Routes>,
    { database, route, lang, sync: fakeSync() },
  );
  return { ...result, database };
}

const desktopNav = () => screen.getByRole('navigation', { name: 'Shop by category' });

describe('the app layout (SPEC §2 Header and navigation)', () => {
  it('frames the screen with a header, a main region reached by the skip link, and a footer', async () => {
    await renderLayout('/');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('Home screen')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
  });

  it('leaves out the header, footer and tab bar on the full-screen reels (SPEC §2 Reels)', async () => {
    await renderLayout('/reels');
    expect(within(screen.getByRole('main')).getByText('Other screen')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Sections' })).toBeNull();
  });

  it('has a bottom tab bar of Home, Categories, Videos, Favorites and Profile, marking the current one', async () => {
    await renderLayout('/favorites');
    const tabs = within(screen.getByRole('navigation', { name: 'Sections' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Categories', '/categories'],
      ['Videos', '/reels'],
      ['Favorites', '/favorites'],
      ['Profile', '/profile'],
    ]);
    expect(
      tabs.filter((tab) => tab.getAttribute('aria-current') === 'page').map((tab) => tab.textContent),
    ).toEqual(['Favorites']);
  });

  it('links the logo home and shows the cart icon', async () => {
    await renderLayout('/favorites');
    expect(screen.getByRole('link', { name: 'Gulf Shop' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
  });

  it('hides the cart icon on the login screen', async () => {
    await renderLayout('/login');
    expect(screen.queryByRole('link', { name: 'Cart' })).toBeNull();
  });

  it('offers a back button instead of the menu away from home', async () => {
    await renderLayout('/favorites');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('takes a shopper who arrived directly on a page home with the back button', async () => {
    await renderLayout('/favorites');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Home screen')).toBeTruthy();
  });
});

describe('the menu drawer on home (SPEC §2 Header and navigation, §4 Other UI states)', () => {
  it('opens as a dialog with Home and the category tree, focus inside, and closes with Escape', async () => {
    await renderLayout('/');
    const menu = screen.getByRole('button', { name: 'Menu' });
    menu.focus();
    fireEvent.click(menu);

    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer.hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(within(drawer).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect((await within(drawer).findByRole('link', { name: 'Category 10' })).getAttribute('href')).toBe(
      '/category/10/products',
    );

    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(drawer.hasAttribute('open')).toBe(false));
    expect(document.activeElement).toBe(menu);
  });

  it('expands and collapses a category row to show its children', async () => {
    await renderLayout('/');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await within(drawer).findByRole('link', { name: 'Category 1' });
    expect(within(drawer).queryByRole('link', { name: 'Kitchen' })).toBeNull();

    // The subcategories come with the whole tree, asked once the page is on screen (useCategoryTree).
    const toggle = await within(drawer).findByRole('button', { name: 'Show subcategories of Category 1' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(drawer).getByRole('link', { name: 'Kitchen' }).getAttribute('href')).toBe(
      '/category/101/products',
    );

    fireEvent.click(toggle);
    expect(within(drawer).queryByRole('link', { name: 'Kitchen' })).toBeNull();
  });

  it('closes when the shopper follows a link in it', async () => {
    await renderLayout('/');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    fireEvent.click(await within(drawer).findByRole('link', { name: 'Category 2' }));
    expect(await screen.findByText('Other screen')).toBeTruthy();
  });
});

describe('the desktop header (SPEC §2 Header and navigation, §9 nav shows 8 categories)', () => {
  it('lists the first 8 categories with their subcategories and sub-subcategories, the rest under More', async () => {
    await renderLayout('/');
    await within(desktopNav()).findByRole('link', { name: 'Category 8' });
    // The ninth is under More, in its panel, not on the bar.
    const bar = Array.from(desktopNav().querySelectorAll('.category-nav__top')).map(
      (link) => link.textContent,
    );
    expect(bar.at(-2)).toBe('Category 8');
    expect(bar.at(-1)).toBe('More');
    // The panels fill in with the whole tree, asked once the page is on screen (useCategoryTree).
    expect(
      (await within(desktopNav()).findByRole('link', { name: 'Kitchen', hidden: true })).getAttribute('href'),
    ).toBe('/category/101/products');
    expect(within(desktopNav()).getByRole('link', { name: 'Cookware', hidden: true })).toBeTruthy();
  });

  it('has profile, favorites and a search field', async () => {
    await renderLayout('/favorites');
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(within(account).getByRole('link', { name: 'Favorites' }).getAttribute('href')).toBe('/favorites');
    expect(
      within(screen.getByRole('banner')).getByRole('searchbox', { name: 'Search products' }),
    ).toBeTruthy();
  });

  it('switches the whole page to Arabic, right to left, with the language button', async () => {
    const { database } = await renderLayout('/', 'en');
    expect(document.documentElement.dir).toBe('ltr');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'العربية' })));
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(
      within(screen.getByRole('navigation', { name: 'الأقسام الرئيسية' })).getByText('الرئيسية'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' })).toBeTruthy();
    // DESIGN "Event sourcing": the choice is a LanguageChanged event, which the session projection keeps.
    await waitFor(async () => {
      const events = await database.events.find({ selector: { type: 'LanguageChanged' } }).exec();
      expect(events.map((event) => event.payload)).toEqual([{ language: 'ar' }]);
    });
    const projection = await database.projections.findOne('shop').exec();
    expect(projection?.state.session).toMatchObject({ isLanguage: 'ar', direction: 'rtl' });
  });
});

describe('the desktop footer (SPEC §1, §2 Header and navigation)', () => {
  it('shows every accepted way to pay as its logo, named for a screen reader', async () => {
    await renderLayout('/');
    const footer = screen.getByRole('contentinfo');
    for (const name of [
      'Visa',
      'Mastercard',
      'KNET',
      'K-Fast',
      'Google Pay',
      'Apple Pay',
      'Cash on delivery',
    ]) {
      const logo = within(footer).getByRole('img', { name });
      expect(logo.getAttribute('src')).toMatch(/^\/payment\/[a-z-]+\.svg$/);
    }
  });

  it('routes every company link home and lists branches, contact details and social links', async () => {
    await renderLayout('/favorites');
    const footer = screen.getByRole('contentinfo');
    for (const name of [
      'About Us',
      'Terms & Conditions',
      'Return & Exchange Policy',
      'Search',
      'Contact Us',
    ]) {
      expect(within(footer).getByRole('link', { name }).getAttribute('href')).toBe('/');
    }
    expect(within(footer).getByRole('heading', { name: 'Our branches' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    expect(within(footer).getByRole('link', { name: /\+965/ }).getAttribute('href')).toMatch(/^tel:\+965/);
    for (const [name, file] of [
      ['Facebook', 'facebook'],
      ['Instagram', 'instagram'],
      ['X (Twitter)', 'x'],
      ['YouTube', 'youtube'],
    ]) {
      const link = within(footer).getByRole('link', { name });
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      // The network's mark is a picture file the shop serves, so the first load's script carries none of its paths.
      expect(link.querySelector('img')?.getAttribute('src')).toBe(`/social/${file}.svg`);
    }
    expect(within(footer).getByText(/© \d{4} Gulf Shop/)).toBeTruthy();
  });
});
