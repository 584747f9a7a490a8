import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { TranslationProvider } from '../../src/app/i18n/translation';
import { lazyScreen, ScreenView } from '../../src/app/lazyScreen';
import { createTestI18n } from './renderWithShop';

function Hello() {
  return <p>hello</p>;
}

describe('a lazily loaded screen', () => {
  it('renders at once, without suspending, once its chunk is loaded', async () => {
    const lazy = lazyScreen('HelloScreen', async () => Hello);
    await lazy.load();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <ScreenView of={lazy} />
      </Suspense>,
    );
    expect(screen.getByText('hello')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it("says in the shopper's language that it could not load, and loads when tried again", async () => {
    let tries = 0;
    const lazy = lazyScreen('FlakyScreen', async () => {
      tries++;
      if (tries === 1) throw new Error('chunk fetch failed');
      return Hello;
    });
    const i18n = await createTestI18n('ar');
    const silence = console.error;
    console.error = () => undefined;
    try {
      await act(async () => {
        render(
          <TranslationProvider i18n={i18n}>
            <Suspense fallback={<p>waiting</p>}>
              <ScreenView of={lazy} />
            </Suspense>
          </TranslationProvider>,
        );
      });
      const retry = await screen.findByRole('button', { name: i18n.t('common.tryAgain') });
      expect(screen.getByText(i18n.t('screenLoad.title'))).toBeTruthy();
      await act(async () => retry.click());
      expect(await screen.findByText('hello')).toBeTruthy();
      expect(tries).toBe(2);
    } finally {
      console.error = silence;
    }
  });
});
