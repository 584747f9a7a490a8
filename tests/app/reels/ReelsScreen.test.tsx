import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReelsScreen } from '../../../src/app/reels/ReelsScreen';
import type { ReelDoc } from '../../../src/db';
import { fakeSync, renderWithShop } from '../renderWithShop';
import { closeTestDatabases, openTestDatabase } from '../testDatabase';

const reel = (n: number): ReelDoc => ({
  id: String(n),
  reelId: n,
  productId: 100 + n,
  videoUrl: `/media/reels/reel-${n}.mp4`,
  title: `فيديو ${n}`,
  titleEn: `Video ${n}`,
  description: null,
  descriptionEn: null,
  poster: `/media/reels/reel-${n}.jpg`,
  sort: n,
});

/** A stand-in IntersectionObserver whose callbacks the test fires, as the browser would on scrolling. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

/** Tells the observers of `video` that `ratio` of it is visible (and, with a margin, whether it is near). */
function scrollTo(video: HTMLVideoElement, ratio: number) {
  act(() => {
    for (const observer of FakeObserver.all.filter((o) => o.targets.includes(video))) {
      const entry = { target: video, intersectionRatio: ratio, isIntersecting: ratio > 0 };
      observer.callback(
        [entry as unknown as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
    }
  });
}

let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
let pause: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  play = vi.fn(async () => undefined);
  pause = vi.fn(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await closeTestDatabases();
});

async function renderReels(reels: ReelDoc[]) {
  const database = await openTestDatabase();
  await database.reels.bulkInsert(reels);
  const refreshReels = vi.fn(fakeSync().refreshReels);
  await renderWithShop(<ReelsScreen />, { database, sync: fakeSync({ refreshReels }) });
  const sections = await screen.findAllByRole('region', { name: /Video/ });
  const videos = sections.map((section) => section.querySelector('video') as HTMLVideoElement);
  return { sections, videos, refreshReels };
}

describe('the reels screen (SPEC §2 Reels)', () => {
  it('lists the videos, muted, each showing its poster and fetching none of them until they come near', async () => {
    const { videos, refreshReels } = await renderReels([reel(1), reel(2)]);
    expect(refreshReels).toHaveBeenCalledTimes(1);
    videos.forEach((video, index) => {
      expect(video.getAttribute('preload')).toBe('none');
      expect(video.muted).toBe(true);
      expect(video.getAttribute('src')).toBeNull();
      expect(video.getAttribute('poster')).toBe(`/media/reels/reel-${index + 1}.jpg`);
    });
    const near = FakeObserver.all.find((o) => o.options.rootMargin);
    expect(near?.options.rootMargin).toBe('100% 0px');
    scrollTo(videos[1] as HTMLVideoElement, 0.1);
    expect(videos[1]?.getAttribute('src')).toBe('/media/reels/reel-2.mp4');
    expect(videos[0]?.getAttribute('src')).toBeNull();
  });

  it('plays a video at least 80% visible and pauses it below that', async () => {
    const { videos } = await renderReels([reel(1), reel(2)]);
    const first = videos[0] as HTMLVideoElement;
    scrollTo(first, 0.79);
    expect(play).not.toHaveBeenCalled();
    scrollTo(first, 0.8);
    expect(play).toHaveBeenCalledTimes(1);
    scrollTo(first, 0.5);
    expect(pause).toHaveBeenCalled();
  });

  it('turns the sound on and off for every video', async () => {
    const { sections, videos } = await renderReels([reel(1), reel(2)]);
    const sound = within(sections[0] as HTMLElement).getByRole('button', { name: 'Sound' });
    expect(sound.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(sound);
    expect(sound.getAttribute('aria-pressed')).toBe('true');
    expect(videos.every((video) => !video.muted)).toBe(true);
  });

  it('shows a loading indicator while a video buffers', async () => {
    const { sections, videos } = await renderReels([reel(1)]);
    fireEvent(videos[0] as HTMLVideoElement, new Event('waiting'));
    expect(within(sections[0] as HTMLElement).getByRole('status').textContent).toBe('Loading video…');
    fireEvent(videos[0] as HTMLVideoElement, new Event('playing'));
    expect(within(sections[0] as HTMLElement).queryByRole('status')).toBeNull();
  });

  it('has Order Now opening the product of the video', async () => {
    const { sections } = await renderReels([reel(1)]);
    expect(
      within(sections[0] as HTMLElement)
        .getByRole('link', { name: 'Order Now' })
        .getAttribute('href'),
    ).toBe('/product/101');
  });

  it('says there are no videos when there are none', async () => {
    const database = await openTestDatabase();
    await renderWithShop(<ReelsScreen />, { database, sync: fakeSync() });
    expect(await screen.findByRole('heading', { name: 'No videos yet' })).toBeTruthy();
  });

  it('is full screen with a close button and Escape taking the shopper back home', async () => {
    const database = await openTestDatabase();
    await database.reels.bulkInsert([reel(1)]);
    await renderWithShop(
      <Routes>
        <Route path="/" element={<p>Home screen</p>} />
        <Route path="/reels" element={<ReelsScreen />} />
      </Routes>,
      { database, sync: fakeSync(), route: '/reels' },
    );
    const list = await screen.findByRole('group', { name: 'Videos' });
    // The list takes focus, so the arrow and page keys scroll it from the keyboard.
    expect(list.tabIndex).toBe(0);
    fireEvent.keyDown(list, { key: 'Escape' });
    expect(await screen.findByText('Home screen')).toBeTruthy();
  });

  it('has a close button named for the screen reader that leaves the videos', async () => {
    const database = await openTestDatabase();
    await renderWithShop(
      <Routes>
        <Route path="/" element={<p>Home screen</p>} />
        <Route path="/reels" element={<ReelsScreen />} />
      </Routes>,
      { database, sync: fakeSync(), route: '/reels', lang: 'ar' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'إغلاق الفيديوهات' }));
    expect(await screen.findByText('Home screen')).toBeTruthy();
  });
});
