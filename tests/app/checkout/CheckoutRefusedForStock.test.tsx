import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { eventsOfType } from '../accountFixtures';
import { lamp, mug, orderRefusedForStock, orderThatChanged, shirt } from '../attentionFixtures';
import { closeTestDatabases } from '../testDatabase';
import { placeOrder, renderCheckout } from './renderCheckout';

afterEach(closeTestDatabases);

describe('checkout after an order refused for stock (SPEC §5 Quantity; SPEC §4 Checkout flows)', () => {
  it('shows the short lines in place of the form, with one tap to take what is left', async () => {
    await renderCheckout({ cart: [lamp, shirt, mug], arrange: orderRefusedForStock });
    const review = (await screen.findByText(/Some items are no longer in stock/)).closest(
      'section',
    ) as HTMLElement;
    expect(within(review).getByText('Only 2 left')).toBeTruthy();
    expect(within(review).getByText('Sold out')).toBeTruthy();
    expect(within(review).getByRole('button', { name: 'Take what is left' })).toBeTruthy();
    // No second order beside the one waiting: the form is not there until the shopper has dealt with it.
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();
  });

  it('takes what is left through cart events alone, then places the changed cart as a new order under a new key', async () => {
    const { database, eventLog } = await renderCheckout({
      cart: [lamp, shirt, mug],
      arrange: orderRefusedForStock,
    });
    const [refused] = await eventsOfType(database, 'OrderPlaced');
    const before = (await eventsOfType(database, 'CartItemAdded')).length;
    fireEvent.click(await screen.findByRole('button', { name: 'Take what is left' }));

    expect(
      await screen.findByText('Your cart now holds what is left. Place the order again when you are ready.'),
    ).toBeTruthy();
    const { cart } = await eventLog.state();
    expect(cart.cartProducts.map((line) => [line.id, line.quantity])).toEqual([
      ['7', 2],
      ['12', 1],
    ]);
    // One line set to what is left, one removed; nothing else in the cart changed.
    expect(await eventsOfType(database, 'CartItemAdded')).toHaveLength(before + 1);
    expect((await eventsOfType(database, 'CartItemRemoved')).map((event) => event.payload)).toEqual([
      { id: '9-91' },
    ]);

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Place Order' }).hasAttribute('disabled')).toBe(false),
    );
    placeOrder();
    await waitFor(async () => expect(await eventsOfType(database, 'OrderPlaced')).toHaveLength(2));
    const [, again] = await eventsOfType(database, 'OrderPlaced');
    expect(again?.id).not.toBe(refused?.id);
    expect(again?.payload).toMatchObject({ idempotencyKey: again?.id });
    const order = again?.payload.order as { product_details: { id: number; quantity: number }[] } | undefined;
    const lines = order?.product_details ?? [];
    expect(lines.map((line) => [line.id, line.quantity])).toEqual([
      [7, 2],
      [12, 1],
    ]);
  });

  it('shows an order that changed when priced again, in Arabic, and the form once it is cancelled', async () => {
    await renderCheckout({ cart: [lamp, shirt], arrange: orderThatChanged, lang: 'ar' });
    expect(await screen.findByText('الإجمالي الآن')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'إلغاء الطلب' }));
    expect(await screen.findByText('أُلغي الطلب ولم يُرسَل شيء. سلتك كما تركتها.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'تأكيد الطلب' })).toBeTruthy();
  });
});
