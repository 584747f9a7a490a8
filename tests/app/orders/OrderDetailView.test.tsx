import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderDetailView } from '../../../src/app/orders/OrderDetailView';
import { renderWithShop } from '../renderWithShop';
import { order } from './orderFixtures';

const withHtmlDescription = order(41, {
  order_status: 'confirmed',
  products: [
    {
      id: 1,
      name: 'قهوة عربية',
      title: 'Arabic coffee',
      description: '<p>Beans <strong>roasted</strong></p><ul><li>Yemen</li></ul>',
      price: 5.5,
      quantity: 2,
    },
  ],
});

describe('the order detail (SPEC §2 Order detail)', () => {
  it('shows an HTML description of a line as its text only, never as raw tags (SPEC §9: cut to 30)', async () => {
    await renderWithShop(<OrderDetailView order={withHtmlDescription} />, { lang: 'en' });
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByText('Beans roasted Yemen')).toBeTruthy();
    expect(items.textContent).not.toMatch(/<\/?[a-z]/i);
    expect(items.querySelector('.order-item strong, .order-item ul')).toBeNull();
  });

  it('hides a description that is only markup around nothing', async () => {
    const empty = order(42, {
      products: [{ id: 1, name: 'قهوة', title: 'Coffee', description: '<p> </p>', price: 1, quantity: 1 }],
    });
    await renderWithShop(<OrderDetailView order={empty} />, { lang: 'en' });
    expect(document.querySelector('.order-item__description')).toBeNull();
  });

  it("shows each line's name, quantity × price and line total in Arabic", async () => {
    await renderWithShop(<OrderDetailView order={withHtmlDescription} />, { lang: 'ar' });
    const line = screen.getByRole('region', { name: 'المنتجات' }).querySelector('li');
    expect(within(line as HTMLElement).getByText('قهوة عربية')).toBeTruthy();
    expect(within(line as HTMLElement).getByText('الكمية: 2 × 5.50 د.ك')).toBeTruthy();
    expect(within(line as HTMLElement).getByText('11.00 د.ك')).toBeTruthy();
  });

  it('badges the confirmed status a new order has, in Arabic, and shows the phone left to right', async () => {
    await renderWithShop(<OrderDetailView order={withHtmlDescription} />, { lang: 'ar' });
    expect(screen.getByText('مؤكد', { selector: '.status-badge' })).toBeTruthy();
    const phone = screen.getByRole('region', { name: 'عنوان التوصيل' }).querySelector('bdi');
    expect(phone?.getAttribute('dir')).toBe('ltr');
    expect(phone?.textContent).toBe('+96551234567');
  });
});
