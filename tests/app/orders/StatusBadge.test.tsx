import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from '../../../src/app/orders/StatusBadge';
import { renderWithShop, type TestLanguage } from '../renderWithShop';

/** SPEC §4 Order status: the ten values it lists, and confirmed, which a new order is created with. */
const SERVER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'on_the_way',
  'cancelled',
  'on_hold',
  'completed',
  'failed',
  'refunded',
];

async function badgeTexts(lang: TestLanguage, statuses: readonly (string | null)[]) {
  await renderWithShop(
    <div>
      {statuses.map((status) => (
        <StatusBadge key={String(status)} status={status} />
      ))}
    </div>,
    { lang },
  );
  return Array.from(document.querySelectorAll('.status-badge')).map((badge) => badge.textContent ?? '');
}

describe('the order status badge (SPEC §4 Order status)', () => {
  it.each([
    ['en', 'Unknown'],
    ['ar', 'غير معروف'],
  ] as const)(
    'gives every status the server sends a text of its own, never %s unknown',
    async (lang, unknown) => {
      const texts = await badgeTexts(lang, SERVER_STATUSES);
      expect(texts).toHaveLength(SERVER_STATUSES.length);
      expect(texts).not.toContain(unknown);
      for (const text of texts) expect(text.trim()).not.toBe('');
      expect(new Set(texts).size).toBe(SERVER_STATUSES.length);
    },
  );

  it('names the statuses in real words in both languages', async () => {
    expect(await badgeTexts('en', ['confirmed', 'on_hold', 'refunded'])).toEqual([
      'Confirmed',
      'On Hold',
      'Refunded',
    ]);
    cleanup();
    expect(await badgeTexts('ar', ['confirmed', 'on_hold', 'refunded'])).toEqual(['مؤكد', 'معلّق', 'مسترد']);
  });

  it('shows out_for_delivery, the timeline name of on_the_way, as On the Way', async () => {
    expect(await badgeTexts('en', ['out_for_delivery'])).toEqual(['On the Way']);
  });

  it('gives a status it does not know a grey Unknown badge', async () => {
    await renderWithShop(<StatusBadge status="lost_in_space" />, { lang: 'ar' });
    expect(screen.getByText('غير معروف').className).toBe('status-badge status-badge--grey');
  });
});
