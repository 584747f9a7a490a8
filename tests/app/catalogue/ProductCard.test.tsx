import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductCard } from '../../../src/app/catalogue/ProductCard';
import { fakeSync, renderWithShop } from '../renderWithShop';
import { product } from '../shopFixtures';
import { closeTestDatabases, openTestDatabase } from '../testDatabase';

/** Cards add to the cart and keep favorites, so they need the local database and the sync worker. */
const shop = async () => ({ database: await openTestDatabase(), sync: fakeSync() });

afterEach(closeTestDatabases);

describe('a product card (SPEC §2 Home, §9 Layout and display)', () => {
  it('cuts the name to 30 characters and keeps the full name as its tooltip', async () => {
    const name = 'Stainless Steel Pressure Cooker 8 Litres';
    await renderWithShop(<ProductCard product={product(7, { nameEn: name })} />, await shop());
    const title = screen.getByTitle(name);
    expect(title.textContent).toBe('Stainless Steel Pressure Cooke…');
  });

  it('shows the price in KD and strikes out an old price that is higher', async () => {
    const { container } = await renderWithShop(
      <ProductCard product={product(7, { priceFils: 12_500, oldPriceFils: 15_000 })} />,
      await shop(),
    );
    expect(screen.getByText('12.50 KD')).toBeTruthy();
    expect(container.querySelector('s')?.textContent).toBe('Was 15.00 KD');
  });

  it('shows no old price when it is not higher than the price', async () => {
    const { container } = await renderWithShop(
      <ProductCard product={product(7, { priceFils: 12_500, oldPriceFils: 12_500 })} />,
      await shop(),
    );
    expect(container.querySelector('s')).toBeNull();
  });

  it('uses the Arabic name and the Arabic currency sign on the Arabic interface', async () => {
    await renderWithShop(<ProductCard product={product(7, { priceFils: 2_000 })} />, {
      ...(await shop()),
      lang: 'ar',
    });
    expect(screen.getByText('منتج 7')).toBeTruthy();
    expect(screen.getByText('2.00 د.ك')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/product/7');
  });

  it("offers the narrower copies of a picture the shop's server draws, so a phone's card fetches one near its width", async () => {
    const { container } = await renderWithShop(
      <ProductCard product={product(7, { image: '/media/img/product/cable-7-1.webp' })} />,
      await shop(),
    );
    const image = container.querySelector('img');
    expect(image?.getAttribute('srcset')).toContain('/media/img/product/cable-7-1.webp?w=360 360w');
    expect(image?.getAttribute('srcset')).toMatch(/\/media\/img\/product\/cable-7-1\.webp 600w$/);
    // Which copy a phone takes is the browser's choice, checked in a browser (tests/e2e/home.test.ts).
    expect(image?.getAttribute('sizes')).toMatch(/vw/);
  });

  it('offers no copies of a picture from elsewhere', async () => {
    const { container } = await renderWithShop(
      <ProductCard product={product(7, { image: 'https://cdn.example.com/cable.webp' })} />,
      await shop(),
    );
    expect(container.querySelector('img')?.hasAttribute('srcset')).toBe(false);
  });
});
