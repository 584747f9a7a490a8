import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductCard } from '../../../src/app/catalogue/ProductCard';
import { fakeSync, renderWithShop } from '../renderWithShop';
import { product } from '../shopFixtures';
import { closeTestDatabases, openTestDatabase } from '../testDatabase';

afterEach(closeTestDatabases);

/** Two cards, each counting its renders, over one local database. */
async function twoCards() {
  const renders = { 7: 0, 8: 0 };
  const card = (id: 7 | 8) => (
    <Profiler
      id={String(id)}
      onRender={() => {
        renders[id] += 1;
      }}
    >
      <ProductCard product={product(id)} />
    </Profiler>
  );
  await renderWithShop(
    <ul>
      <li data-testid="card-7">{card(7)}</li>
      <li data-testid="card-8">{card(8)}</li>
    </ul>,
    { database: await openTestDatabase(), sync: fakeSync() },
  );
  // Settled: both cards have heard the first state of the cart and the favorites.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return renders;
}

const cardOf = (id: number) => within(screen.getByTestId(`card-${id}`));

describe('product cards and the shopper’s state (taps answer at once)', () => {
  it('renders only the card whose favorite changed', async () => {
    const renders = await twoCards();
    const before = { ...renders };
    fireEvent.click(cardOf(7).getByRole('button', { name: /favorite/i }));
    await waitFor(() =>
      expect(
        cardOf(7)
          .getByRole('button', { name: /favorite/i })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(renders[7]).toBeGreaterThan(before[7]);
    expect(renders[8]).toBe(before[8]);
  });

  it('renders only the card whose product went into the cart', async () => {
    const renders = await twoCards();
    const before = { ...renders };
    fireEvent.click(cardOf(8).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(cardOf(8).getByRole('button', { name: 'Added' })).toBeTruthy());
    expect(renders[8]).toBeGreaterThan(before[8]);
    expect(renders[7]).toBe(before[7]);
  });
});
