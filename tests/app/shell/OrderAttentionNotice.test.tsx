import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppLayout } from '../../../src/app/shell/AppLayout';
import { CurrentLocation, customer, openShop } from '../accountFixtures';
import { orderRefusedForStock, orderThatChanged } from '../attentionFixtures';
import { fakeSync, renderWithShop, type TestLanguage } from '../renderWithShop';
import { closeTestDatabases } from '../testDatabase';

afterEach(closeTestDatabases);

async function renderShell(
  route: string,
  lang: TestLanguage,
  waiting: 'changed' | 'refused' | 'none' = 'changed',
) {
  const shop = await openShop({ session: customer() });
  if (waiting === 'changed') await orderThatChanged(shop);
  if (waiting === 'refused') await orderRefusedForStock(shop);
  return renderWithShop(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<CurrentLocation />} />
      </Route>
    </Routes>,
    { database: shop.database, route, lang, sync: fakeSync() },
  );
}

const notice = () => screen.findByText(/An order needs your attention|أحد طلباتك يحتاج إلى مراجعتك/);

describe('an order waiting for its shopper, told on every screen (SPEC §4 Checkout flows: the order is placed or the shopper is told)', () => {
  it('shows a notice with one tap to review it, on any screen, in English', async () => {
    await renderShell('/categories', 'en');
    const text = await notice();
    const region = text.closest('[role="status"]') as HTMLElement;
    expect(region).toBeTruthy();
    const review = within(region).getByRole('link', { name: 'Review' });
    expect(review.getAttribute('href')).toBe('/order-review');
    fireEvent.click(review);
    expect((await screen.findByTestId('location')).textContent).toBe('/order-review');
  });

  it('says it in Arabic on an Arabic page', async () => {
    await renderShell('/product/12', 'ar', 'refused');
    const text = await notice();
    expect(text.textContent).toBe('أحد طلباتك يحتاج إلى مراجعتك');
    expect(
      within(text.closest('[role="status"]') as HTMLElement).getByRole('link', { name: 'مراجعة' }),
    ).toBeTruthy();
  });

  it('leaves it to checkout and the review, which show the order itself', async () => {
    await renderShell('/checkout', 'en');
    expect((await screen.findByTestId('location')).textContent).toBe('/checkout');
    expect(screen.queryByText('An order needs your attention')).toBeNull();
  });

  it('shows nothing while no order waits', async () => {
    await renderShell('/', 'en', 'none');
    expect((await screen.findByTestId('location')).textContent).toBe('/');
    expect(screen.queryByText('An order needs your attention')).toBeNull();
  });
});
