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

  it("names a variant line's options in Arabic from the attributes it kept (SPEC §3 language rule)", async () => {
    const shirt = order(43, {
      products: [
        {
          id: 2,
          name: 'قميص',
          title: 'Shirt',
          price: 4,
          quantity: 1,
          psize: 'L',
          pcolor: 'Red',
          v_id: 9,
          attributes_array: [
            { name: 'Color', value: 'Red', name_ar: 'اللون', value_ar: 'أحمر' },
            { name: 'Size', value: 'L', name_ar: 'المقاس', value_ar: 'كبير' },
          ],
        },
      ],
    });
    await renderWithShop(<OrderDetailView order={shirt} />, { lang: 'ar' });
    const line = screen.getByRole('region', { name: 'المنتجات' }).querySelector('li') as HTMLElement;
    expect(within(line).getByText('اللون: أحمر · المقاس: كبير')).toBeTruthy();
    expect(line.textContent).not.toMatch(/Red|Color/);
  });

  it('names the options by their English keys on the English screen', async () => {
    const shirt = order(44, {
      products: [
        {
          id: 2,
          name: 'قميص',
          title: 'Shirt',
          price: 4,
          quantity: 1,
          attributes_array: [{ name: 'Color', value: 'Red', name_ar: 'اللون', value_ar: 'أحمر' }],
        },
      ],
    });
    await renderWithShop(<OrderDetailView order={shirt} />, { lang: 'en' });
    expect(screen.getByText('Color: Red', { selector: '.order-item__options' })).toBeTruthy();
  });

  it('falls back to the size and colour keys for a line that kept no attributes, labelled in Arabic', async () => {
    const older = order(45, {
      products: [{ id: 2, name: 'قميص', title: 'Shirt', price: 4, quantity: 1, psize: 'L', pcolor: 'Red' }],
    });
    await renderWithShop(<OrderDetailView order={older} />, { lang: 'ar' });
    expect(screen.getByText('المقاس: L · اللون: Red', { selector: '.order-item__options' })).toBeTruthy();
  });

  it('names no options for a line without a variant', async () => {
    await renderWithShop(<OrderDetailView order={withHtmlDescription} />, { lang: 'ar' });
    expect(document.querySelector('.order-item__options')).toBeNull();
  });

  it('names the delivery address’s contact and phone, not the account’s, where the order carries them (SPEC §2 Order detail)', async () => {
    const forSister = order(43, {
      full_name: 'Maryam Al-Sabah',
      phone_number: '+96566554433',
      Customer: { name: 'Noura Al-Sabah', phone: '+96551234567' },
    });
    await renderWithShop(<OrderDetailView order={forSister} />, { lang: 'en' });
    const region = screen.getByRole('region', { name: 'Delivery Address' });
    expect(region.textContent).toContain('Maryam Al-Sabah');
    expect(region.querySelector('bdi[dir="ltr"]')?.textContent).toBe('+96566554433');
    expect(region.textContent).not.toContain('+96551234567');
    expect(region.textContent).not.toContain('Noura');
  });

  it('badges the confirmed status a new order has, in Arabic, and shows the phone left to right', async () => {
    await renderWithShop(<OrderDetailView order={withHtmlDescription} />, { lang: 'ar' });
    expect(screen.getByText('مؤكد', { selector: '.status-badge' })).toBeTruthy();
    const phone = screen.getByRole('region', { name: 'عنوان التوصيل' }).querySelector('bdi[dir="ltr"]');
    expect(phone?.getAttribute('dir')).toBe('ltr');
    expect(phone?.textContent).toBe('+96551234567');
    // The name and the stored address line keep their own direction inside the Arabic text.
    const region = screen.getByRole('region', { name: 'عنوان التوصيل' });
    const isolated = [...region.querySelectorAll('bdi:not([dir])')].map((bdi) => bdi.textContent);
    expect(isolated).toContain(withHtmlDescription.address);
  });

  it('says Free for a delivery that cost nothing and takes the discount off with a minus, as checkout does (SPEC §2 Checkout: delivery or Free)', async () => {
    await renderWithShop(<OrderDetailView order={order(44, { delivery_charges: 0, discount: 1.25 })} />, {
      lang: 'en',
    });
    const prices = screen.getByRole('region', { name: 'Price Details' });
    const row = (name: string) => within(prices).getByText(name).nextElementSibling?.textContent;
    expect(row('Delivery')).toBe('Free');
    expect(row('Discount')).toBe('-1.25 KD');
  });

  describe('the payment status of a paid card order that stopped (SPEC §4 Order status)', () => {
    const paidByCard = (id: number, order_status: string) =>
      order(id, { paymentType: 'card', payment_status: 'paid', total_price: 12.5, order_status });
    /** The text beside the Payment Status label, in the screen's language. */
    const paymentStatus = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

    it('says a refund of the total is pending once it is cancelled, never Paid', async () => {
      await renderWithShop(<OrderDetailView order={paidByCard(46, 'cancelled')} />, { lang: 'en' });
      expect(paymentStatus('Payment Status')).toBe('Refund pending · 12.50 KD');
    });

    it('says so in Arabic for one that failed', async () => {
      await renderWithShop(<OrderDetailView order={paidByCard(47, 'failed')} />, { lang: 'ar' });
      expect(paymentStatus('حالة الدفع')).toBe('قيد الاسترداد · 12.50 د.ك');
    });

    it('says Refunded with the amount in both languages for a refunded order', async () => {
      const { unmount } = await renderWithShop(<OrderDetailView order={paidByCard(48, 'refunded')} />, {
        lang: 'en',
      });
      expect(paymentStatus('Payment Status')).toBe('Refunded · 12.50 KD');
      unmount();
      await renderWithShop(<OrderDetailView order={paidByCard(48, 'refunded')} />, { lang: 'ar' });
      expect(paymentStatus('حالة الدفع')).toBe('تم الاسترداد · 12.50 د.ك');
    });
  });
});
