import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerSlider } from '../../../src/app/home/BannerSlider';
import { renderWithShop } from '../renderWithShop';
import { banner } from '../shopFixtures';

const banners = [banner(1), banner(2), banner(3), banner(4)];

describe('the banner slider turning (issue 30: the main thread of a mid-tier phone)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('draws again only the slide it leaves and the slide it shows, not every banner', async () => {
    const { i18n } = await renderWithShop(<BannerSlider banners={banners} />, { lang: 'en' });
    // A slide drawn names its picture: which pictures were named during the turn is which slides were drawn.
    const t = vi.spyOn(i18n, 't');
    await act(async () => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('group', { name: '2 of 4' }).getAttribute('aria-hidden')).toBe('false');
    const drawn = t.mock.calls
      .filter(([key]) => key === 'home.bannerAlt')
      .map(([, options]) => (options as { number: number }).number);
    expect(new Set(drawn)).toEqual(new Set([1, 2]));
  });
});
