import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderReviewScreen } from '../../../src/app/checkout/OrderReviewScreen';
import { CurrentLocation, customer, eventsOfType, openShop } from '../accountFixtures';
import { lamp, mug, orderRefusedForStock, orderThatChanged, shirt } from '../attentionFixtures';
import { fakeSync, renderWithShop, type TestLanguage } from '../renderWithShop';
import { closeTestDatabases } from '../testDatabase';

afterEach(closeTestDatabases);

async function renderReview(lang: TestLanguage, waiting: 'changed' | 'refused') {
  const shop = await openShop({ cart: [lamp, shirt, mug], session: customer() });
  const key = waiting === 'changed' ? await orderThatChanged(shop) : await orderRefusedForStock(shop);
  await renderWithShop(
    <Routes>
      <Route path="/order-review" element={<OrderReviewScreen />} />
      <Route path="*" element={<CurrentLocation />} />
    </Routes>,
    { database: shop.database, route: '/order-review', lang, sync: fakeSync() },
  );
  return { ...shop, key };
}

const items = (list: HTMLElement) => [...list.querySelectorAll('li')].map((li) => li.textContent);

describe('the review of an order priced again that changed (SPEC §9 Totals; SPEC §4 Checkout flows)', () => {
  it('shows what changed, the total agreed and the total now, in English', async () => {
    await renderReview('en', 'changed');
    expect(await screen.findByRole('heading', { name: 'Your order needs your attention' })).toBeTruthy();
    expect(items(await screen.findByRole('list'))).toEqual([
      'Shirt: the price went from 4.00 KD to 5.00 KD',
      'Delivery went from 0.50 KD to 0.75 KD',
    ]);
    expect(screen.getByText('Total you agreed to').nextSibling?.textContent).toBe('13.50 KD');
    expect(screen.getByText('Total now').nextSibling?.textContent).toBe('14.75 KD');
  });

  it('places a new order under a new key at the new amounts, resolves the old one, and goes on to checkout', async () => {
    const { database, key } = await renderReview('en', 'changed');
    fireEvent.click(await screen.findByRole('button', { name: 'Place at the new amounts' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/checkout'));
    const placed = await eventsOfType(database, 'OrderPlaced');
    expect(placed).toHaveLength(2);
    const again = placed[1];
    expect(again?.id).not.toBe(key);
    expect(again).toMatchObject({
      outboxStatus: 'pending',
      payload: {
        idempotencyKey: again?.id,
        order: { order_detail: { total_price: 14.75, delivery_price: 0.75 } },
      },
    });
    // The order's own event never changes: it stays as it was appended, its outcome a fact of its own.
    expect(placed[0]?.payload).toMatchObject({ order: { order_detail: { total_price: 13.5 } } });
    expect((await eventsOfType(database, 'OrderResolved')).map((event) => event.payload)).toEqual([
      { orderKey: key, outcome: 'replaced', replacedBy: again?.id },
    ]);
  });

  it('cancels in Arabic: nothing is sent, the cart stays, and the screen says so', async () => {
    const { database, key, eventLog } = await renderReview('ar', 'changed');
    expect(await screen.findByText('قميص: ارتفع السعر من 4.00 د.ك إلى 5.00 د.ك')).toBeTruthy();
    expect(screen.getByText('ارتفعت رسوم التوصيل من 0.50 د.ك إلى 0.75 د.ك')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'إلغاء الطلب' }));
    expect(await screen.findByText('أُلغي الطلب ولم يُرسَل شيء. سلتك كما تركتها.')).toBeTruthy();
    expect(await screen.findByText('لا شيء يحتاج إلى مراجعتك.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'طلبك يحتاج إلى مراجعتك' }));
    expect(await eventsOfType(database, 'OrderPlaced')).toHaveLength(1);
    expect((await eventsOfType(database, 'OrderResolved')).map((event) => event.payload)).toEqual([
      { orderKey: key, outcome: 'cancelled', replacedBy: null },
    ]);
    expect((await eventLog.state()).cart.cartProducts.map((line) => line.id)).toEqual(['7', '9-91', '12']);
  });
});

describe('the review of an order refused for stock (SPEC §5 Quantity; SPEC §2 Cart)', () => {
  it('names each short line, "Only 2 left" or "Sold out", in English and Arabic', async () => {
    await renderReview('en', 'refused');
    expect(items(await screen.findByRole('list'))).toEqual([
      'Lamp, you asked for 3 Only 2 left',
      'Shirt, you asked for 1 Sold out',
    ]);
    await closeTestDatabases();
    document.body.innerHTML = '';
    await renderReview('ar', 'refused');
    expect(items(await screen.findByRole('list'))).toEqual([
      'مصباح، طلبت 3 المتبقي 2 فقط',
      'قميص، طلبت 1 نفدت الكمية',
    ]);
  });

  it('takes what is left into the cart with one tap and goes on to checkout to place it again', async () => {
    const { database, eventLog, key } = await renderReview('en', 'refused');
    fireEvent.click(await screen.findByRole('button', { name: 'Take what is left' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/checkout'));
    const { cart } = await eventLog.state();
    expect(cart.cartProducts.map((line) => [line.id, line.quantity])).toEqual([
      ['7', 2],
      ['12', 1],
    ]);
    expect((await eventsOfType(database, 'OrderResolved')).map((event) => event.payload)).toEqual([
      { orderKey: key, outcome: 'tookWhatIsLeft', replacedBy: null },
    ]);
  });
});
