import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerSlider } from '../../../src/app/home/BannerSlider';
import * as safeImage from '../../../src/app/shared/SafeImage';
import { renderWithShop, type TestLanguage } from '../renderWithShop';
import { banner } from '../shopFixtures';

const banners = [banner(1), banner(2), banner(3)];

async function renderSlider(lang: TestLanguage = 'en') {
  const result = await renderWithShop(<BannerSlider banners={banners} />, { lang });
  const viewport = result.container.querySelector('.banner-slider__viewport');
  if (!viewport) throw new Error('slider viewport missing');
  return { ...result, viewport };
}

/** The slide a sighted shopper sees: the only slide not hidden from assistive technology. */
const currentSlide = () => screen.getByRole('group', { name: /of 3|من 3/ }).getAttribute('aria-label');

const swipe = (element: Element, dx: number) => {
  fireEvent.pointerDown(element, { clientX: 200, pointerId: 1, pointerType: 'touch' });
  fireEvent.pointerMove(element, { clientX: 200 + dx, pointerId: 1, pointerType: 'touch' });
  fireEvent.pointerUp(element, { clientX: 200 + dx, pointerId: 1, pointerType: 'touch' });
};

describe('the banner slider (SPEC §2 Home, §4 Other UI states, §9 Timings)', () => {
  beforeEach(() => {
    // The default fake-timer set also fakes what fake-indexeddb and React's scheduler rely on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances to the next banner every 3 seconds and loops back to the first after the last', async () => {
    await renderSlider();
    expect(currentSlide()).toBe('1 of 3');
    act(() => vi.advanceTimersByTime(2999));
    expect(currentSlide()).toBe('1 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(currentSlide()).toBe('2 of 3');
    act(() => vi.advanceTimersByTime(3000));
    expect(currentSlide()).toBe('3 of 3');
    act(() => vi.advanceTimersByTime(3000));
    expect(currentSlide()).toBe('1 of 3');
  });

  it('holds still while the pointer rests on it, and resumes when the pointer leaves', async () => {
    await renderSlider();
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Offers' }));
    act(() => vi.advanceTimersByTime(9000));
    expect(currentSlide()).toBe('1 of 3');
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Offers' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(currentSlide()).toBe('2 of 3');
  });

  it('shows the slide that takes focus, even when focus arrives as the rotation turns', async () => {
    const linked = banners.map((one) => ({ ...one, link: `/category/${one.id}/products` }));
    await renderWithShop(<BannerSlider banners={linked} />, { lang: 'en' });
    const firstLink = screen.getByRole('group', { name: '1 of 3' }).querySelector('a');
    act(() => {
      // The turn is due, and Tab reaches the shown slide's link before React has drawn the turn.
      vi.advanceTimersByTime(3000);
      firstLink?.focus();
    });
    expect(document.activeElement).toBe(firstLink);
    expect(currentSlide()).toBe('1 of 3');
    act(() => vi.advanceTimersByTime(9000));
    expect(currentSlide()).toBe('1 of 3');
  });

  it('stops rotating when the shopper presses pause, and starts again with play', async () => {
    await renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slides' }));
    act(() => vi.advanceTimersByTime(9000));
    expect(currentSlide()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play the slides' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(currentSlide()).toBe('2 of 3');
  });

  it('never rotates for a shopper who prefers reduced motion', async () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('prefers-reduced-motion'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    await renderSlider();
    act(() => vi.advanceTimersByTime(9000));
    expect(currentSlide()).toBe('1 of 3');
    matchMedia.mockRestore();
  });

  it('goes to the next banner on a 60 px swipe towards the start in English, and ignores a 40 px one', async () => {
    const { viewport } = await renderSlider('en');
    swipe(viewport, -40);
    expect(currentSlide()).toBe('1 of 3');
    swipe(viewport, -60);
    expect(currentSlide()).toBe('2 of 3');
    swipe(viewport, 60);
    expect(currentSlide()).toBe('1 of 3');
  });

  it('reverses the swipe in Arabic: the same leftward 60 px drag goes back, a rightward one goes forward', async () => {
    const { viewport } = await renderSlider('ar');
    swipe(viewport, -60);
    expect(currentSlide()).toBe('3 من 3');
    swipe(viewport, 60);
    expect(currentSlide()).toBe('1 من 3');
    swipe(viewport, 40);
    expect(currentSlide()).toBe('1 من 3');
  });

  it('shows the banner whose dot is pressed and marks that dot as current', async () => {
    await renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(currentSlide()).toBe('3 of 3');
    expect(screen.getByRole('button', { name: 'Show slide 3' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Show slide 1' }).getAttribute('aria-current')).toBeNull();
  });

  it('loads the first banner at once and lets the others wait until they are near the screen', async () => {
    const { container } = await renderSlider();
    const loading = [...container.querySelectorAll('img')].map((image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'lazy', 'lazy']);
  });

  it('draws again only the slide it leaves and the slide it shows, not every banner (the main thread after first paint)', async () => {
    const four = [...banners, banner(4)];
    // A slide drawn draws its picture: which pictures were drawn during the turn is which slides were. A spy on the
    // export, not a module mock: the dom project shares one module graph, where an earlier file may already have
    // loaded the slider with the real picture bound in.
    const drawPicture = vi.spyOn(safeImage, 'SafeImage');
    await renderWithShop(<BannerSlider banners={four} />, { lang: 'en' });
    drawPicture.mockClear();
    await act(async () => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('group', { name: '2 of 4' }).getAttribute('aria-hidden')).toBe('false');
    const drawn = new Set(drawPicture.mock.calls.map(([props]) => props.src));
    drawPicture.mockRestore();
    expect(drawn).toEqual(new Set([four[0]?.image, four[1]?.image]));
  });
});
