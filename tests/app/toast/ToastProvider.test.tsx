import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TranslationProvider } from '../../../src/app/i18n/translation';
import { ToastProvider } from '../../../src/app/toast/ToastProvider';
import { useToast } from '../../../src/app/toast/useToast';
import { createTestI18n } from '../renderWithShop';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.show('success', 'Product added to cart')}>
        success
      </button>
      <button type="button" onClick={() => toast.show('error', 'Could not copy the link')}>
        error
      </button>
      <button type="button" onClick={() => toast.show('warning', 'Only 1 left')}>
        warning
      </button>
      <button type="button" onClick={() => toast.show('info', 'Favorites cleared')}>
        info
      </button>
    </>
  );
}

async function renderToasts() {
  const i18n = await createTestI18n('en');
  render(
    <TranslationProvider i18n={i18n}>
      <ToastProvider>
        <Buttons />
      </ToastProvider>
    </TranslationProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts (SPEC §2 Toast, §9 4000 ms)', () => {
  it('announces success, warning and info politely and errors at once', async () => {
    await renderToasts();
    for (const kind of ['success', 'warning', 'info', 'error']) fireEvent.click(screen.getByText(kind));
    const statuses = screen.getAllByRole('status');
    expect(statuses.map((s) => s.textContent)).toEqual([
      'Success: Product added to cart',
      'Warning: Only 1 left',
      'Notice: Favorites cleared',
    ]);
    expect(statuses.every((s) => s.closest('[aria-live="polite"]'))).toBe(true);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Error: Could not copy the link');
    expect(alert.closest('[aria-live="assertive"]')).not.toBeNull();
  });

  it('leaves by itself after 4000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderToasts();
    fireEvent.click(screen.getByText('success'));
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('can be dismissed before then', async () => {
    await renderToasts();
    fireEvent.click(screen.getByText('info'));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
