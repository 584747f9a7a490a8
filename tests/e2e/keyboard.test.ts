/**
 * Every control reachable and operable by keyboard, on the main paths, in Chromium. The shopper here has
 * no mouse: Tab, Shift+Tab, Enter, Space, the arrow keys, Backspace and Escape only. Each step checks where focus
 * went (document.activeElement), that it shows, and what the key did.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, DESKTOP, PHONE, shopContext } from './browser';
import { type CatalogueTargets, type Customer, catalogueTargets, customerWithOrder, say } from './shopSetup';
import { focusStop, pageSettled, type Stop, tabWalk } from './support/focusStops';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses `key` until `target` has focus; fails after `max` presses. */
async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', max = 80): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return;
  }
  throw new Error(`${key} never reached ${target}`);
}

/** Tabs round an open modal dialog: every stop is inside it (or the browser's own toolbar), never the page behind. */
async function expectFocusTrapped(page: Page, presses: number, key = 'Tab'): Promise<void> {
  const stops: Stop[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(key);
    stops.push(await focusStop(page));
  }
  expect(stops.filter((stop) => stop.where === 'page').map((stop) => stop.what)).toEqual([]);
  expect(stops.filter((stop) => stop.where === 'dialog').length).toBeGreaterThan(presses / 2);
}

async function shownFocus(page: Page): Promise<boolean> {
  const stop = await focusStop(page);
  return stop.ringShows && !stop.hidden;
}

/**
 * With focus on `opener`: Enter opens `dialog` with focus on `first`, Tab goes round inside it, and Escape closes it
 * and gives focus back to `opener`.
 */
async function expectDialogRoundTrip(
  page: Page,
  { opener, dialog, first, presses }: { opener: Locator; dialog: Locator; first: Locator; presses: number },
): Promise<void> {
  expect(await isFocused(opener)).toBe(true);
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  expect(await isFocused(first)).toBe(true);
  await expectFocusTrapped(page, presses);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect(await isFocused(opener)).toBe(true);
}

/** Tabs to each control in turn (each within a few presses of the one before), each showing its focus. */
async function tabThrough(page: Page, controls: Locator[]): Promise<void> {
  for (const control of controls) {
    await pressUntilFocused(page, control, 'Tab', 10);
    expect(await shownFocus(page)).toBe(true);
  }
}

type Screen = { path: string; ready: () => Promise<unknown> };

/** A walk loads several screens and presses Tab some hundreds of times: on a loaded machine that takes minutes. */
const WALK_TIMEOUT_MS = 300_000;

/** Loads each screen and walks it with Tab (tabWalk); every problem is named with its screen. */
async function walkScreens(page: Page, screens: Screen[]): Promise<string[]> {
  const problems: string[] = [];
  for (const screen of screens) {
    await page.goto(`${shopUrl}${screen.path}`);
    await screen.ready();
    // What Tab reaches, and where it sits, changes until the app has taken the page over and its fonts are in.
    await pageSettled(page);
    problems.push(...(await tabWalk(page)).map((problem) => `${screen.path}: ${problem}`));
  }
  return problems;
}

async function openHome(page: Page): Promise<void> {
  await page.goto(shopUrl);
  await page.locator('[aria-roledescription="carousel"] img').first().waitFor({ timeout: 20_000 });
}

/** One page for the calling describe block, opened before its tests and closed after them. */
function pageForBlock(locale: 'ar-KW' | 'en-US', viewport: { width: number; height: number }): () => Page {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    context = await shopContext(browser, { locale, viewport });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });
  return () => {
    if (!page) throw new Error('the page has not opened yet');
    return page;
  };
}

let targets: CatalogueTargets;
beforeAll(async () => {
  targets = await catalogueTargets(shopUrl);
});

describe('keyboard only, English at 390 px', () => {
  const t = (key: string, values?: Record<string, string | number>) => say('en', key, values);
  const opened = pageForBlock('en-US', PHONE);
  let page: Page;
  let customer: Customer;
  const main = () => page.getByRole('main');
  /** On a product page: Tab forward to Add to Cart, press Enter, and wait for the button to say it was added. */
  const addToCartWithEnter = async () => {
    await pressUntilFocused(page, main().getByRole('button', { name: t('product.addToCart') }), 'Tab', 30);
    await page.keyboard.press('Enter');
    await main()
      .getByRole('button', { name: t('product.added') })
      .waitFor({ timeout: 10_000 });
  };
  beforeAll(async () => {
    page = opened();
    customer = await customerWithOrder(shopUrl);
  });

  it('reaches the skip link, header, search and tab bar by Tab, each with a visible focus ring', async () => {
    await openHome(page);

    // The first stop is the skip link; Enter on it puts focus on the screen, and Tab goes on from there.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: t('nav.skipToContent') });
    expect(await isFocused(skip)).toBe(true);
    expect(await shownFocus(page)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await isFocused(main())).toBe(true);
    await page.keyboard.press('Tab');
    expect(await isFocused(main().getByRole('searchbox', { name: t('search.label') }))).toBe(true);

    // From the top again: menu, logo, language, cart, then the home search field.
    await openHome(page);
    const header = page.getByRole('banner');
    await tabThrough(page, [
      header.getByRole('button', { name: t('nav.menu') }),
      header.getByRole('link', { name: t('appName') }),
      header.getByRole('button', { name: 'العربية' }),
      header.getByRole('link', { name: t('nav.cart') }),
      main().getByRole('searchbox', { name: t('search.label') }),
    ]);

    // The tab bar at the foot of the page: Shift+Tab goes back round the top to its last link.
    const tabBar = page.getByRole('navigation', { name: t('nav.sections') });
    await pressUntilFocused(page, tabBar.getByRole('link', { name: t('nav.profile') }), 'Shift+Tab', 10);
    await pressUntilFocused(page, tabBar.getByRole('link', { name: t('nav.categories') }), 'Shift+Tab', 5);
    expect(await shownFocus(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/categories');
    await main()
      .getByRole('heading', { level: 1, name: t('categories.title') })
      .waitFor();
  });

  it('switches the language with Enter and back with Space, keeping focus on the button', async () => {
    await page.goto(shopUrl);
    const toggle = page.getByRole('banner').getByRole('button', { name: 'العربية' });
    await pressUntilFocused(page, toggle, 'Tab', 10);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const back = page.getByRole('banner').getByRole('button', { name: 'English' });
    expect(await isFocused(back)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(await isFocused(toggle)).toBe(true);
  });

  it('opens the menu drawer with Enter, keeps focus inside it, and Escape closes it back to the menu button', async () => {
    await page.goto(shopUrl);
    const menu = page.getByRole('button', { name: t('nav.menu') });
    await pressUntilFocused(page, menu, 'Tab', 5);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: t('nav.menu') });
    await drawer.waitFor();
    expect(await isFocused(drawer.getByRole('button', { name: t('nav.closeMenu') }))).toBe(true);

    // A category row expands with Enter on its toggle.
    const toggle = drawer.getByRole('button', {
      name: t('nav.showSubcategories', { name: targets.top.name_en }),
    });
    await pressUntilFocused(page, toggle, 'Tab', 10);
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await pressUntilFocused(
      page,
      drawer.getByRole('link', { name: targets.sub.name_en, exact: true }),
      'Tab',
      5,
    );

    await expectFocusTrapped(page, 30);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await isFocused(menu)).toBe(true);
  });

  it('searches from the home field: every letter arrives, focus stays in the overlay, Escape hands it back', async () => {
    await page.goto(shopUrl);
    const field = main().getByRole('searchbox', { name: t('search.label') });
    await pressUntilFocused(page, field, 'Tab', 10);
    // A fast typist: 10 ms a key, quicker than the overlay opens, so the first letters land in the home field.
    const word = targets.withVariants.nameEn;
    await page.keyboard.type(word, { delay: 10 });
    const overlay = page.getByRole('dialog', { name: t('search.title') });
    await overlay.waitFor();
    const overlayField = overlay.getByRole('searchbox', { name: t('search.label') });
    expect(await isFocused(overlayField)).toBe(true);
    await expect.poll(() => overlayField.inputValue()).toBe(word);
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(word);
    await overlay
      .getByRole('list', { name: t('search.results') })
      .locator('a')
      .first()
      .waitFor({ timeout: 15_000 });

    await expectFocusTrapped(page, 12);
    await expectFocusTrapped(page, 6, 'Shift+Tab');

    // Escape in the field first clears the words (the search field's own behaviour), then closes the overlay. The
    // second press waits until the address has taken the cleared words too, so it meets a settled overlay: no
    // address write pending, no navigation in flight.
    await overlayField.focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => overlayField.inputValue()).toBe('');
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('');
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'hidden', timeout: 10_000 }).catch(async (error: Error) => {
      // What the overlay held when it stayed open, for the next reader of a failed run.
      const left = await page.evaluate(() => ({
        address: location.href,
        entry: history.state,
        field: document.querySelector<HTMLInputElement>('.search-overlay__input')?.value,
        focus: document.activeElement?.className,
      }));
      throw new Error(`${error.message}\nthe overlay stayed open: ${JSON.stringify(left)}`);
    });
    expect(new URL(page.url()).search).toBe('');
    expect(await isFocused(field)).toBe(true);
  });

  it('opens a product from a search result with Enter, picks a variant with the arrow keys and adds it to the cart', async () => {
    await page.goto(shopUrl);
    const field = main().getByRole('searchbox', { name: t('search.label') });
    await pressUntilFocused(page, field, 'Tab', 10);
    await page.keyboard.type(targets.withVariants.nameEn);
    const overlay = page.getByRole('dialog', { name: t('search.title') });
    const result = overlay.locator(`a[href="/product/${targets.withVariants.id}"]`);
    await result.waitFor({ timeout: 15_000 });
    await pressUntilFocused(page, result, 'Tab', 30);
    expect(await shownFocus(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/product/${targets.withVariants.id}`);
    await main().getByRole('heading', { level: 1, name: targets.withVariants.nameEn }).waitFor();

    // The first attribute's radio group: Tab lands on the chosen value, an arrow key chooses the next one.
    const group = main().locator('.variant-picker__group').first();
    const chosen = group.locator('input[type="radio"]:checked');
    await chosen.waitFor({ state: 'attached' });
    const before = await chosen.getAttribute('value');
    await pressUntilFocused(page, chosen, 'Tab', 20);
    expect(await shownFocus(page)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => chosen.getAttribute('value')).not.toBe(before);
    const after = await chosen.getAttribute('value');
    expect(await isFocused(chosen)).toBe(true);
    expect(await group.locator('legend').textContent()).toContain(after);

    await addToCartWithEnter();
    const cart = page.getByRole('banner').getByRole('link', { name: /^Cart — items and total: 1,/ });
    await cart.waitFor();
  });

  it('opens the share dialog with Enter, keeps focus in it, and Escape returns focus to Share', async () => {
    const share = main().getByRole('button', { name: t('product.share') });
    await pressUntilFocused(page, share, 'Shift+Tab', 30);
    const dialog = page.getByRole('dialog', { name: t('product.shareTitle') });
    const first = dialog.getByRole('button', { name: t('product.copyLink') });
    await expectDialogRoundTrip(page, { opener: share, dialog, first, presses: 12 });
  });

  it('changes quantities with Space and Enter and removes a line with its button, the swipe’s keyboard twin', async () => {
    // A second line, so removing one leaves the cart with something in it.
    await page.goto(`${shopUrl}/product/${targets.plain.id}`);
    await addToCartWithEnter();

    const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart — items and total: 2,/ });
    await pressUntilFocused(page, cartLink, 'Shift+Tab', 30);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/cart');
    const lines = page.locator('.cart-line__body');
    await expect.poll(() => lines.count(), { timeout: 20_000 }).toBe(2);
    const count = () => page.getByTestId('cart-count').textContent();

    const first = lines.first();
    const increase = first.getByRole('button', { name: t('product.increase') });
    await pressUntilFocused(page, increase, 'Tab', 20);
    expect(await shownFocus(page)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(count).toBe('3');
    await page.keyboard.press('Enter');
    await expect.poll(count).toBe('4');
    const decrease = first.getByRole('button', { name: t('product.decrease') });
    await pressUntilFocused(page, decrease, 'Shift+Tab', 3);
    await page.keyboard.press('Enter');
    await expect.poll(count).toBe('3');

    const secondName = (await lines.nth(1).getByRole('heading').textContent()) ?? '';
    const remove = lines.nth(1).getByRole('button', { name: t('cart.remove', { name: secondName }) });
    await pressUntilFocused(page, remove, 'Tab', 20);
    expect(await shownFocus(page)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => lines.count()).toBe(1);
    expect(await lines.allTextContents()).not.toContain(secondName);
    // The button left with its line: focus is on the cart's heading, not lost.
    expect(await isFocused(main().getByRole('heading', { level: 1, name: t('cart.title') }))).toBe(true);
    await page
      .getByRole('status')
      .filter({ hasText: t('cart.removed', { name: secondName }) })
      .waitFor();
  });

  it('logs in with the keyboard: Enter sends the code, the boxes advance, Backspace moves back, the fourth digit verifies', async () => {
    await page.goto(`${shopUrl}/login?returnTo=%2Fprofile`);
    const phone = page.getByLabel(t('login.phone'));
    await pressUntilFocused(page, phone, 'Tab', 10);
    expect(await shownFocus(page)).toBe(true);
    await page.keyboard.type(customer.local);
    await page.keyboard.press('Enter');
    const code = (await page.getByTestId('demo-code').textContent({ timeout: 20_000 })) ?? '';
    const box = (n: number) => page.getByRole('textbox', { name: t('login.digit', { number: n, total: 4 }) });

    // The code step opens on the first box.
    await expect.poll(() => isFocused(box(1))).toBe(true);
    await page.keyboard.type(code.slice(0, 2));
    expect(await isFocused(box(3))).toBe(true);
    // Backspace on the empty third box goes back to the second; a second Backspace clears it.
    await page.keyboard.press('Backspace');
    expect(await isFocused(box(2))).toBe(true);
    expect(await box(2).inputValue()).toBe(code[1]);
    await page.keyboard.press('Backspace');
    expect(await box(2).inputValue()).toBe('');
    expect(await isFocused(box(2))).toBe(true);
    await page.keyboard.type(code.slice(1, 3));
    expect(await Promise.all([1, 2, 3].map((n) => box(n).inputValue()))).toEqual([...code.slice(0, 3)]);
    // The fourth digit sends the code by itself.
    await page.keyboard.type(code.slice(3));
    await page.waitForURL((url) => url.pathname === '/profile', { timeout: 15_000 });
  });

  it('places the delivery marker without dragging: arrow keys pan the map, a button centres the marker, Enter confirms', async () => {
    await page.goto(`${shopUrl}/add-address`);
    const choose = main().getByRole('button', { name: t('addressForm.chooseOnMap') });
    await pressUntilFocused(page, choose, 'Tab', 30);
    await page.keyboard.press('Enter');
    const map = page.getByRole('dialog', { name: t('map.title') });
    const centre = map.getByRole('button', { name: t('map.centreMarker') });
    await expect.poll(() => centre.isEnabled(), { timeout: 30_000 }).toBe(true);
    const line = map.getByTestId('map-line');
    await expect.poll(() => line.textContent()).not.toBe(t('map.findingAddress'));
    const firstLine = await line.textContent();
    const marker = map.locator('.maplibregl-marker');
    const markerX = async () => (await marker.boundingBox())?.x ?? Number.NaN;
    const startX = await markerX();

    // The map itself takes focus; the arrow keys move it under the marker.
    await pressUntilFocused(page, map.locator('canvas.maplibregl-canvas'), 'Tab', 10);
    expect(await shownFocus(page)).toBe(true);
    for (let presses = 0; presses < 4; presses++) await page.keyboard.press('ArrowRight');
    await expect.poll(markerX).toBeLessThan(startX - 50);

    await pressUntilFocused(page, centre, 'Tab', 10);
    await page.keyboard.press('Enter');
    await expect.poll(markerX).toBeCloseTo(startX, 0);
    await expect.poll(() => line.textContent()).not.toBe(t('map.findingAddress'));
    expect(await line.textContent()).not.toBe(firstLine);
    const place = await line.textContent();

    await pressUntilFocused(page, map.getByRole('button', { name: t('map.confirm') }), 'Tab', 5);
    await page.keyboard.press('Enter');
    await map.waitFor({ state: 'hidden' });
    expect(await isFocused(main().getByRole('button', { name: t('addressForm.changeOnMap') }))).toBe(true);
    expect(await main().textContent()).toContain(place);
  });

  it('asks before clearing favorites in a dialog that starts on Cancel and closes with Escape', async () => {
    await page.goto(`${shopUrl}/product/${targets.plain.id}`);
    const favorite = main().getByRole('button', {
      name: t('favorites.toggle', { name: targets.plain.nameEn }),
    });
    await pressUntilFocused(page, favorite, 'Tab', 30);
    await page.keyboard.press('Space');
    await expect.poll(() => favorite.getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${shopUrl}/favorites`);
    const clear = main().getByRole('button', { name: t('favorites.clearAll') });
    await pressUntilFocused(page, clear, 'Tab', 20);
    const question = page.getByRole('alertdialog', { name: t('favorites.confirmClear') });
    const cancel = question.getByRole('button', { name: t('favorites.cancel') });
    await expectDialogRoundTrip(page, { opener: clear, dialog: question, first: cancel, presses: 4 });
    expect(await main().locator(`a[href="/product/${targets.plain.id}"]`).count()).toBe(1);
  });

  it(
    'reaches every control of the main screens by Tab, with focus shown and never hidden behind the bars',
    async () => {
      const screens: Screen[] = [
        { path: '/', ready: () => page.locator('[aria-roledescription="carousel"] img').first().waitFor() },
        {
          path: `/categories/${targets.top.id}/${encodeURIComponent(targets.top.name_en)}`,
          ready: () => page.locator('.category-tile').first().waitFor(),
        },
        {
          path: `/category/${targets.sub.id}/products`,
          ready: () => page.locator('a.product-card__link').first().waitFor(),
        },
        {
          path: `/product/${targets.withVariants.id}`,
          ready: () => main().getByRole('radio').first().waitFor({ state: 'attached' }),
        },
        { path: '/cart', ready: () => page.locator('.cart-line__body').first().waitFor() },
        { path: '/favorites', ready: () => main().locator('a.product-card__link').first().waitFor() },
        { path: '/reels', ready: () => page.locator('video').first().waitFor() },
        { path: '/profile', ready: () => page.getByLabel(t('profile.nameLabel')).waitFor() },
        {
          path: '/orders',
          ready: () =>
            main()
              .getByRole('link', { name: new RegExp(t('orders.orderNumber', { id: customer.orderId })) })
              .waitFor(),
        },
        { path: `/order/${customer.orderId}`, ready: () => page.locator('[aria-current="step"]').waitFor() },
        {
          path: '/address-list',
          ready: () => page.getByRole('radio', { name: new RegExp(customer.fullName) }).waitFor(),
        },
        { path: '/add-address', ready: () => page.locator('form.address-form').waitFor() },
        {
          path: '/checkout',
          ready: () =>
            main()
              .getByRole('heading', { level: 1, name: t('checkout.title') })
              .waitFor(),
        },
      ];
      const problems = await walkScreens(page, screens);
      expect(problems, problems.join('\n')).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});

describe('keyboard only, Arabic at 1280 px', () => {
  const t = (key: string, values?: Record<string, string | number>) => say('ar', key, values);
  const opened = pageForBlock('ar-KW', DESKTOP);
  let page: Page;
  beforeAll(() => {
    page = opened();
  });

  it('reaches search, profile, favorites, language and cart, and opens a category panel on focus that Escape folds', async () => {
    await openHome(page);
    const header = page.getByRole('banner');
    await tabThrough(page, [
      header.getByRole('searchbox', { name: t('search.label') }),
      header.getByRole('link', { name: t('nav.profile') }),
      header.getByRole('link', { name: t('nav.favorites') }),
      header.getByRole('button', { name: 'English' }),
      header.getByRole('link', { name: t('nav.cart') }),
    ]);

    // The nav bar: focus on a category shows its subcategories, reachable next; Escape folds the panel.
    const nav = page.getByRole('navigation', { name: t('nav.shopByCategory') });
    const top = nav.getByRole('link', { name: targets.top.name, exact: true });
    await pressUntilFocused(page, top, 'Tab', 5);
    const sub = nav.getByRole('link', { name: targets.sub.name, exact: true });
    // The panels fill in with the whole category tree, asked once the page is hydrated (useCategoryTree).
    await expect.poll(() => sub.isVisible(), { timeout: 20_000 }).toBe(true);
    await pressUntilFocused(page, sub, 'Tab', 5);
    expect(await shownFocus(page)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await isFocused(top)).toBe(true);
    expect(await sub.isVisible()).toBe(false);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/category/${targets.top.id}/products`);
  });

  it(
    'reaches every control of the desktop screens by Tab, with focus shown and never hidden behind the header',
    async () => {
      const screens: Screen[] = [
        { path: '/', ready: () => page.locator('[aria-roledescription="carousel"] img').first().waitFor() },
        {
          path: `/product/${targets.withVariants.id}`,
          ready: () => page.getByRole('main').getByRole('radio').first().waitFor({ state: 'attached' }),
        },
        { path: '/login', ready: () => page.locator('#login-phone').waitFor() },
      ];
      const problems = await walkScreens(page, screens);
      // Backwards from the foot of the home page, the sticky header must not cover what gets focus.
      await openHome(page);
      await page.evaluate(() => document.fonts.ready);
      await page.keyboard.press('End');
      // End scrolls smoothly; a focus scroll made while it still runs is undone by the rest of its animation.
      await page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        for (let still = 0, last = -1; still < 5; still = scrollY === last ? still + 1 : 0) {
          last = scrollY;
          await frame();
        }
        (document.querySelector('footer a') as HTMLElement | null)?.focus();
      });
      for (let presses = 0; presses < 40; presses++) {
        await page.keyboard.press('Shift+Tab');
        const stop = await focusStop(page);
        if (stop.hidden) problems.push(`/ (Shift+Tab): focused but hidden: ${stop.what}`);
      }
      expect(problems, problems.join('\n')).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});
