import { afterEach, describe, expect, it, vi } from 'vitest';
import { LATE_FONTS_ID } from '../../src/app/boot/handoff';
import { switchOnLateFonts } from '../../src/app/lateFonts';

afterEach(() => {
  document.head.innerHTML = '';
  vi.useRealTimers();
});

const fontsMedia = () => document.getElementById(LATE_FONTS_ID)?.getAttribute('media');

describe("a server-rendered page's web fonts", () => {
  it('are switched on once the screen shows its data, not before', async () => {
    document.head.innerHTML = `<style id="${LATE_FONTS_ID}" media="not all">@font-face{font-family:x}</style>`;
    let shown: () => void = () => undefined;
    switchOnLateFonts(new Promise<void>((resolve) => (shown = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fontsMedia()).toBe('not all');
    shown();
    await vi.waitFor(() => expect(fontsMedia()).toBe('all'));
  });

  it('come after a few seconds however long the data takes', async () => {
    vi.useFakeTimers();
    document.head.innerHTML = `<style id="${LATE_FONTS_ID}" media="not all">@font-face{font-family:x}</style>`;
    switchOnLateFonts(new Promise(() => undefined));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fontsMedia()).toBe('not all');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fontsMedia()).toBe('all');
  });
});
