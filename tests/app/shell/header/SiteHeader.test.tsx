import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteHeader } from '../../../../src/app/shell/header/SiteHeader';
import { openShop } from '../../accountFixtures';
import { renderWithShop } from '../../renderWithShop';
import { closeTestDatabases } from '../../testDatabase';

afterEach(closeTestDatabases);

/** The bar's own search button; from 768 px the header's search field has a "Search" button of its own. */
const phoneSearchButtons = () =>
  screen
    .queryAllByRole('button', { name: 'Search' })
    .filter((button) => button.classList.contains('phone-only'));

describe('the site header on a phone (SPEC §2 Header and navigation, Search)', () => {
  it.each(['/cart', '/product/3', '/category/2/products', '/orders'])(
    'offers search on %s with a button in the bar',
    async (route) => {
      const shop = await openShop();
      await renderWithShop(<SiteHeader />, { ...shop, route });
      expect(phoneSearchButtons()).toHaveLength(1);
    },
  );

  it('has no search button on the home, whose search field is on the page', async () => {
    const shop = await openShop();
    await renderWithShop(<SiteHeader />, { ...shop, route: '/' });
    expect(phoneSearchButtons()).toEqual([]);
  });
});
