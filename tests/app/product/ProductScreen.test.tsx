import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductScreen } from '../../../src/app/product/ProductScreen';
import { EventLog, type ShopDatabase } from '../../../src/db';
import { VariantSchema } from '../../../src/domain';
import { shirt, shirtVariants } from '../catalogueFixtures';
import { fakeSync, renderWithShop, type ShopRenderOptions } from '../renderWithShop';
import { product, syncStatus } from '../shopFixtures';
import { closeTestDatabases, openTestDatabase } from '../testDatabase';

afterEach(async () => {
  vi.useRealTimers();
  await closeTestDatabases();
});

async function renderProduct(doc = shirt(), options: ShopRenderOptions = {}) {
  const database: ShopDatabase = await openTestDatabase();
  await database.products.insert(doc);
  const eventLog = new EventLog(database);
  const sync = options.sync ?? fakeSync();
  const result = await renderWithShop(
    <Routes>
      <Route path="product/:id" element={<ProductScreen />} />
    </Routes>,
    { database, sync, route: `/product/${doc.productId}`, ...options },
  );
  await screen.findByRole('heading', { level: 1 });
  return { ...result, database, eventLog, sync };
}

const radio = (name: string) => screen.getByRole('radio', { name });
const pricesShown = (price: string) => screen.getAllByText(price).map((element) => element.className);
const mainImage = () =>
  screen.getByRole('region', { name: 'Product images' }).querySelector('.gallery__image');

describe('the product page (SPEC §2 Product detail)', () => {
  it('asks the sync worker for the product and shows what is stored meanwhile', async () => {
    const refreshProduct = vi.fn(fakeSync().refreshProduct);
    await renderProduct(shirt(), { sync: fakeSync({ refreshProduct }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Cotton shirt' })).toBeTruthy();
    expect(refreshProduct).toHaveBeenCalledWith(7);
  });

  it('strikes out the old price when it is higher than the price shown', async () => {
    await renderProduct();
    expect(pricesShown('5.00 KD')).toEqual(['product-page__price', 'product-page__buy-price phone-only']);
    expect(document.querySelector('s')?.textContent).toBe('Was 7.00 KD');
  });

  // DOMPurify's own walk does not run in happy-dom: that scripts and handlers are removed is shown in Chromium
  // (tests/e2e/catalogue.test.ts).
  it('shows the description in the shopper language with its markup, and hides a description of "0"', async () => {
    await renderProduct();
    const description = screen.getByRole('region', { name: 'Description' });
    // The sanitised markup replaces the server render's text once mounted (SanitizedHtml), so it is waited for.
    expect((await within(description).findByText('cotton')).tagName).toBe('B');
    expect(description.textContent).toContain('for summer');
    await closeTestDatabases();
    document.body.innerHTML = '';
    await renderProduct(shirt({ description: '0', descriptionEn: '' }));
    expect(screen.queryByRole('region', { name: 'Description' })).toBeNull();
  });

  it('lists the SKU, barcode and location, and hides a barcode of "0"', async () => {
    await renderProduct();
    expect(screen.getByText('SKU').nextElementSibling?.textContent).toBe('SH-R-M');
    expect(screen.getByText('Barcode').nextElementSibling?.textContent).toBe('6281000000007');
    expect(screen.getByText('Location').nextElementSibling?.textContent).toBe('A-12');
    expect(screen.getByText('Delivery within Kuwait; orders outside Kuwait can be collected.')).toBeTruthy();
    await closeTestDatabases();
    document.body.innerHTML = '';
    await renderProduct(shirt({ barcode: '0' }));
    expect(screen.queryByText('Barcode')).toBeNull();
  });
});

describe('choosing a variant on the product page (SPEC §4 Variants)', () => {
  it('starts with the first values that lead to a variant in stock', async () => {
    await renderProduct();
    expect((radio('Red') as HTMLInputElement).checked).toBe(true);
    expect((radio('M') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('In Stock: 3')).toBeTruthy();
  });

  it('strikes out only a value sold out in every combination, which cannot be chosen', async () => {
    await renderProduct();
    // L: Red/L is sold out and Blue/L does not exist.
    const large = radio('L') as HTMLInputElement;
    expect(large.getAttribute('aria-disabled')).toBe('true');
    expect(large.closest('label')?.className).toContain('is-sold-out');
    expect(document.getElementById(large.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Sold out',
    );
    fireEvent.click(large);
    expect(large.checked).toBe(false);
    expect((radio('M') as HTMLInputElement).checked).toBe(true);
    expect(radio('Blue').getAttribute('aria-disabled')).toBeNull();
  });

  it('keeps a value out of stock with the current choice alone selectable, moves the other choice to one in stock and says so visibly', async () => {
    const system = structuredClone(shirtVariants);
    system.optimized_variants.push(
      VariantSchema.parse({
        id: 74,
        effective_price: 7,
        stock_quantity: 2,
        is_available: true,
        attributes_array: [
          { name: 'Color', value: 'Blue' },
          { name: 'Size', value: 'L' },
        ],
      }),
    );
    await renderProduct(shirt({ variantSystem: system }));
    // On load Red/M: L exists in Blue, so it is offered, not struck out.
    const large = radio('L') as HTMLInputElement;
    expect(large.getAttribute('aria-disabled')).toBeNull();
    expect(large.closest('label')?.className).toContain('is-other-choice');
    expect(document.getElementById(large.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /^Not with your current choice/,
    );
    // The dashed edge is explained where it is seen.
    expect(screen.getByText(/^A dashed option is in stock with other choices/)).toBeTruthy();
    expect(document.querySelector('.variant-picker [role="status"]')?.className).toBe('visually-hidden');
    fireEvent.click(large);
    expect(large.checked).toBe(true);
    expect((radio('Blue') as HTMLInputElement).checked).toBe(true);
    // Never a silent switch: what changed and why, seen (not only announced) and read out politely.
    const notice = screen.getByText('L is not available in Red, so Color changed to Blue').closest('p');
    expect(notice?.getAttribute('role')).toBe('status');
    expect(notice?.className).toBe('variant-picker__notice');
    expect(screen.getByText('In Stock: 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', false);
  });

  it('names the attributes and their values in Arabic on an Arabic screen (SPEC §3 language rule)', async () => {
    await renderProduct(shirt(), { lang: 'ar' });
    expect(screen.getByRole('group', { name: /^اللون ?: أحمر$/ })).toBeTruthy();
    expect(screen.getByRole('group', { name: /^المقاس ?: وسط$/ })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'أزرق' }) as HTMLInputElement).value).toBe('Blue');
    expect(screen.queryByRole('radio', { name: 'Red' })).toBeNull();
  });

  it('follows the chosen variant: its price, its stock and its picture', async () => {
    await renderProduct();
    expect(mainImage()?.getAttribute('src')).toBe('/media/shirt-red.svg');
    fireEvent.click(radio('Blue'));
    // The phone's Add to Cart bar carries the same price.
    expect(pricesShown('6.50 KD')).toEqual(['product-page__price', 'product-page__buy-price phone-only']);
    expect(screen.getByText('In Stock: 8')).toBeTruthy();
    expect(screen.getByText('SKU').nextElementSibling?.textContent).toBe('SH-B-M');
    expect(mainImage()?.getAttribute('src')).toBe('/media/shirt-blue.svg');
  });

  it("shows only the chosen colour's pictures with the product's own, never another colour's", async () => {
    await renderProduct();
    const thumbnails = () =>
      [...document.querySelectorAll('.gallery__thumb img')].map((image) => image.getAttribute('src'));
    expect(thumbnails()).toEqual(['/media/shirt-red.svg', '/media/shirt-back.svg']);
    fireEvent.click(radio('Blue'));
    expect(thumbnails()).toEqual(['/media/shirt-blue.svg', '/media/shirt-back.svg']);
    expect(mainImage()?.getAttribute('src')).toBe('/media/shirt-blue.svg');
  });

  it('keeps the picture when the variant image is an ERP fetch-product-image address', async () => {
    const system = structuredClone(shirt().variantSystem);
    const blue = system?.optimized_variants[2];
    if (blue) blue.main_image = '/api/odoo/fetch-product-image/73';
    await renderProduct(shirt({ variantSystem: system }));
    fireEvent.click(radio('Blue'));
    expect(mainImage()?.getAttribute('src')).toBe('/media/shirt-red.svg');
  });

  it('says Select Options and blocks adding while an attribute is unchosen', async () => {
    const system = structuredClone(shirt().variantSystem);
    for (const v of system?.optimized_variants ?? []) v.stock_quantity = 0;
    await renderProduct(shirt({ variantSystem: system }));
    const button = screen.getByRole('button', { name: 'Select Options' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('says Out of Stock for a product without stock', async () => {
    await renderProduct(product(9, { quantity: 0, nameEn: 'Kettle' }));
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toHaveProperty('disabled', true);
  });
});

describe('the quantity stepper (SPEC §5 Quantity)', () => {
  it('stays between 1 and the stock and marks the top with Max', async () => {
    await renderProduct();
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
    const increase = screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
    expect(decrease.disabled).toBe(true);
    fireEvent.click(increase);
    fireEvent.click(increase);
    expect(screen.getByRole('group', { name: 'Quantity' }).querySelector('output')?.textContent).toBe('3');
    expect(increase.disabled).toBe(true);
    expect(screen.getByText('Max')).toBeTruthy();
  });
});

/** The button's statechart starts on the first press, once its chunk has loaded (a first visit loads no statechart). */
async function actorStarted() {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

describe('adding from the product page (SPEC §4 Add to cart)', () => {
  it('appends the chosen variant and quantity as a cart item and says so', async () => {
    const { eventLog } = await renderProduct();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    fireEvent.click(radio('Blue'));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await actorStarted();
    expect(screen.getByRole('button', { name: 'Adding…' })).toHaveProperty('disabled', true);
    vi.useRealTimers();
    await waitFor(async () => expect((await eventLog.state()).cart.cartProducts).toHaveLength(1));
    const [item] = (await eventLog.state()).cart.cartProducts;
    expect(item).toMatchObject({
      id: '7-73',
      price: '6.5',
      quantity: 2,
      color: 'Blue',
      size: 'M',
      sku: 'SH-B-M',
    });
    expect(await screen.findByText('Product added to cart')).toBeTruthy();
  });

  it('moves from Adding to Added to Add to Cart on the page timings', async () => {
    await renderProduct();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await actorStarted();
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Added' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
  });
});

describe('sharing and keeping a product (SPEC §2 Product detail)', () => {
  it('copies the link from an accessible share dialog and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderProduct();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    // Its code loads on this first press.
    const dialog = await screen.findByRole('dialog', { name: 'Share this product' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Copy link' })),
    );
    for (const name of ['WhatsApp', 'X (Twitter)', 'Facebook']) {
      expect(within(dialog).getByRole('link', { name }).getAttribute('href')).toContain(
        encodeURIComponent('/product/7'),
      );
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied to clipboard!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/product\/7$/));
  });

  it('toggles the product in and out of the favorites', async () => {
    const { eventLog } = await renderProduct();
    const toggle = screen.getByRole('button', { name: 'Favorite: Cotton shirt' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect((await eventLog.state()).favorites.map((f) => f.id)).toEqual([7]);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
  });

  it('shows a quiet notice when the refresh found no connection, keeping the stored product', async () => {
    const database = await openTestDatabase();
    await database.sync_status.insert(syncStatus({ id: 'product:7', error: 'offline' }));
    await database.products.insert(shirt());
    await renderWithShop(
      <Routes>
        <Route path="product/:id" element={<ProductScreen />} />
      </Routes>,
      { database, sync: fakeSync(), route: '/product/7' },
    );
    expect(await screen.findByText('You are offline. Showing saved data.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Cotton shirt' })).toBeTruthy();
  });

  it('says the product is not found when neither the device nor the server has it', async () => {
    const database = await openTestDatabase();
    await renderWithShop(
      <Routes>
        <Route path="product/:id" element={<ProductScreen />} />
      </Routes>,
      { database, sync: fakeSync(), route: '/product/404' },
    );
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy();
  });
});
