import { act, render, screen } from '@testing-library/react';
import type { i18n as I18n, TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { TranslationProvider, useTranslation } from '../../../src/app/i18n/translation';
import { createTestI18n } from '../renderWithShop';

function Texts() {
  const { t } = useTranslation();
  return (
    <>
      <p data-testid="home">{t('nav.home')}</p>
      <p data-testid="again">{t('nav.home')}</p>
      <p data-testid="later">{t('test.later')}</p>
      <p data-testid="count">{t('product.inStockCount', { count: 3 })}</p>
      <p data-testid="nested">{t('test.nested')}</p>
    </>
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

function renderTexts(i18n: I18n) {
  const tree = () => (
    <TranslationProvider i18n={i18n}>
      <Texts />
    </TranslationProvider>
  );
  const { rerender } = render(tree());
  return { renderAgain: () => rerender(tree()) };
}

describe("the shop's translations", () => {
  it('shows the texts of the language in use, and follows a change of language (SPEC §1)', async () => {
    const i18n = await createTestI18n('en');
    renderTexts(i18n);
    expect(text('home')).toBe(i18n.t('nav.home', { lng: 'en' }));
    expect(text('count')).toBe(i18n.t('product.inStockCount', { lng: 'en', count: 3 }));

    await act(() => i18n.changeLanguage('ar'));
    expect(text('home')).toBe(i18n.t('nav.home', { lng: 'ar' }));
    expect(text('home')).not.toBe(i18n.t('nav.home', { lng: 'en' }));
    expect(text('count')).toContain('3');
  });

  it("reads a plain text straight from the store, once, and leaves the rest to i18next's resolution", async () => {
    const i18n = await createTestI18n('en');
    const lookups: unknown[][] = [];
    const getFixedT = i18n.getFixedT.bind(i18n);
    vi.spyOn(i18n, 'getFixedT').mockImplementation(((...args: Parameters<I18n['getFixedT']>) => {
      const fixed = getFixedT(...args);
      return ((...call: unknown[]) => {
        lookups.push(call);
        return (fixed as unknown as (...a: unknown[]) => string)(...call);
      }) as unknown as TFunction;
    }) as I18n['getFixedT']);
    i18n.addResource('en', 'translation', 'test.nested', 'Back to $t(nav.home)');
    const { renderAgain } = renderTexts(i18n);
    renderAgain();
    expect(text('home')).toBe(i18n.getResource('en', 'translation', 'nav.home'));
    expect(text('again')).toBe(text('home'));
    expect(lookups.filter(([key]) => key === 'nav.home')).toHaveLength(0);
    // Nesting and counts are i18next's: resolved by it once, a nested text and one filled in with the same values.
    expect(text('nested')).toBe(`Back to ${text('home')}`);
    expect(lookups.filter(([key]) => key === 'test.nested')).toHaveLength(1);
    expect(lookups.filter(([key]) => key === 'product.inStockCount')).toHaveLength(1);
  });

  it('fills a text in again for other values, and leaves options that are not plain values to i18next each time', async () => {
    const i18n = await createTestI18n('en');
    let fills = 0;
    const getFixedT = i18n.getFixedT.bind(i18n);
    vi.spyOn(i18n, 'getFixedT').mockImplementation(((...args: Parameters<I18n['getFixedT']>) => {
      const fixed = getFixedT(...args) as unknown as (...a: unknown[]) => string;
      return ((...call: unknown[]) => {
        fills++;
        return fixed(...call);
      }) as unknown as TFunction;
    }) as I18n['getFixedT']);
    function Counts({ counts }: { counts: number[] }) {
      const { t } = useTranslation();
      return (
        <>
          {counts.map((count, place) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same count twice is the point.
            <p key={place} data-testid={`count-${place}`}>
              {t('product.inStockCount', { count })}
            </p>
          ))}
          <p data-testid="object">{String(t('product.inStockCount', { count: 2, extra: { a: 1 } }))}</p>
        </>
      );
    }
    render(
      <TranslationProvider i18n={i18n}>
        <Counts counts={[3, 3, 5]} />
      </TranslationProvider>,
    );
    expect(text('count-0')).toBe(i18n.t('product.inStockCount', { lng: 'en', count: 3 }));
    expect(text('count-1')).toBe(text('count-0'));
    expect(text('count-2')).toBe(i18n.t('product.inStockCount', { lng: 'en', count: 5 }));
    expect(text('count-2')).not.toBe(text('count-0'));
    // 3 once, 5 once, and the one with an object among its options.
    expect(fills).toBe(3);
  });

  it('reads the texts again once more of the locale arrives (its late part)', async () => {
    const i18n = await createTestI18n('en');
    renderTexts(i18n);
    expect(text('later')).toBe('test.later');

    act(() => i18n.addResource('en', 'translation', 'test.later', 'Here now'));
    expect(text('later')).toBe('Here now');
  });
});
