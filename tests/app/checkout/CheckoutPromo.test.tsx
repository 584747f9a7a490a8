import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { eventsOfType } from '../accountFixtures';
import { closeTestDatabases } from '../testDatabase';
import { expired, renderCheckout, text } from './renderCheckout';

afterEach(closeTestDatabases);

describe('the promo code at checkout (SPEC §2 Checkout; §5 Promo code; §8 Promo texts)', () => {
  it('applies a promo (locking the input), then removes it, each a cart event (SPEC §4, §5, §9)', async () => {
    const { promoCalls, database } = await renderCheckout();
    const input = await screen.findByRole('textbox', { name: 'Promo code' });
    await waitFor(() => expect(text('summary-total')).toBe('3.50 KD'));
    fireEvent.change(input, { target: { value: '  welcome10 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code WELCOME10 applied: 10% off')).toBeTruthy();
    expect(promoCalls).toEqual(['welcome10']);
    expect(input.hasAttribute('readonly')).toBe(true);
    expect(text('summary-discount')).toBe('-0.30 KD');
    expect(text('summary-total')).toBe('3.20 KD');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
    expect(input.hasAttribute('readonly')).toBe(false);
    expect(text('summary-discount')).toBe('0.00 KD');
    expect(text('summary-total')).toBe('3.50 KD');
    await waitFor(async () => expect(await eventsOfType(database, 'PromoRemoved')).toHaveLength(1));
    const [applied] = await eventsOfType(database, 'PromoApplied');
    expect(applied?.payload).toMatchObject({ code: 'WELCOME10', discount: 10 });
    const projection = await database.projections.findOne('shop').exec();
    expect(projection?.state.cart).toMatchObject({ promo: null, isPromo: false });
  });

  it('says why a promo is refused, and asks for one when empty', async () => {
    await renderCheckout({ promo: async () => expired });
    const input = await screen.findByRole('textbox', { name: 'Promo code' });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please enter a promo code')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'EXPIRED50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Invalid or expired promo code')).toBeTruthy();
    expect(input.hasAttribute('readonly')).toBe(false);
  });

  it('takes the discount off with a minus sign in both languages (SPEC §9: total = subtotal + delivery − discount)', async () => {
    await renderCheckout({ lang: 'ar' });
    const input = await screen.findByRole('textbox', { name: 'كود الخصم' });
    await waitFor(() => expect(text('summary-total')).toBe('3.50 د.ك'));
    fireEvent.change(input, { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'تطبيق' }));
    await waitFor(() => expect(text('summary-total')).toBe('3.20 د.ك'));
    expect(text('summary-discount')).toMatch(/^[\u200e\u061c]?-0\.30 د\.ك$/);
  });

  it('names the status a promo check failed with, and says Error validating promo code when no answer came (SPEC §8)', async () => {
    // What the sync worker's promo check rejects with (PromoCheckFailure): the server answered with a 503.
    const failures: unknown[] = [{ status: 503, message: 'Service Unavailable' }, new Error('offline')];
    await renderCheckout({ promo: async () => Promise.reject(failures.shift()) });
    const input = await screen.findByRole('textbox', { name: 'Promo code' });
    fireEvent.change(input, { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Failed to validate promo code (503)')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Error validating promo code')).toBeTruthy();
    expect(screen.queryByText(/\(503\)/)).toBeNull();
  });

  it('names the status in Arabic too, with the Latin digits every number of the shop uses', async () => {
    await renderCheckout({ lang: 'ar', promo: async () => Promise.reject({ status: 503, message: '' }) });
    const input = await screen.findByRole('textbox', { name: 'كود الخصم' });
    fireEvent.change(input, { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'تطبيق' }));
    expect(await screen.findByText('تعذّر التحقق من كود الخصم (503)')).toBeTruthy();
    expect(screen.queryByText(/\{\{status\}\}/)).toBeNull();
  });
});
