import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductGallery } from '../../../src/app/product/ProductGallery';
import { renderWithShop, type TestLanguage } from '../renderWithShop';

const pictures = ['/media/abaya-navy.webp', '/media/abaya-navy-2.webp', '/media/abaya-navy-3.webp'];

async function renderGallery(lang: TestLanguage = 'en') {
  const result = await renderWithShop(<ProductGallery images={pictures} name="Abaya" />, { lang });
  return result;
}

const opener = () => document.querySelector<HTMLButtonElement>('.gallery__open');
const viewer = () => document.querySelector<HTMLElement>('.pswp');
const counter = () => viewer()?.querySelector('.pswp__counter')?.textContent;
// PhotoSwipe listens for keys and holds focus once its opening fade has ended, and is gone once its closing fade
// has; happy-dom ends no transition, so the shopper here asks for reduced motion, which PhotoSwipe honours.
const fade = { timeout: 5000 };
beforeEach(() => {
  const matchMedia = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    query.includes('prefers-reduced-motion') ? { ...matchMedia(query), matches: true } : matchMedia(query),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function openViewer() {
  opener()?.click();
  await waitFor(() => expect(viewer()?.contains(document.activeElement)).toBe(true), fade);
}

async function viewerClosed() {
  await waitFor(() => expect(viewer()).toBeNull(), fade);
}

describe('the product pictures full screen (SPEC §2 Product detail, gallery)', () => {
  it('opens from the main picture at the picture shown, as a named dialog', async () => {
    await renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    const open = opener();
    expect(open?.getAttribute('aria-haspopup')).toBe('dialog');
    expect(open?.textContent).toBe('Open full screen');
    await openViewer();
    expect(viewer()?.getAttribute('role')).toBe('dialog');
    expect(viewer()?.getAttribute('aria-modal')).toBe('true');
    expect(viewer()?.getAttribute('aria-label')).toBe('Abaya: pictures, full screen');
    expect(counter()).toBe('Image 2 of 3');
    expect(viewer()?.querySelector('.pswp__button--close')?.getAttribute('title')).toBe('Close full screen');
    // Focus is held inside while it is open.
    opener()?.focus();
    expect(viewer()?.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    await viewerClosed();
    expect(document.activeElement).toBe(opener());
  });

  it('goes to the next picture with the right arrow on an English page, and the page follows it', async () => {
    await renderGallery('en');
    await openViewer();
    expect(counter()).toBe('Image 1 of 3');
    expect(viewer()?.querySelector('.pswp__button--arrow--next')?.getAttribute('title')).toBe('Next image');
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    await waitFor(() => expect(counter()).toBe('Image 2 of 3'));
    viewer()?.querySelector<HTMLButtonElement>('.pswp__button--close')?.click();
    await viewerClosed();
    expect(document.querySelector('.gallery__image')?.getAttribute('src')).toBe(pictures[1]);
  });

  it('goes to the next picture with the left arrow on an Arabic page, where the next one lies', async () => {
    await renderGallery('ar');
    await openViewer();
    expect(counter()).toBe('الصورة 1 من 3');
    expect(viewer()?.querySelector('.pswp__button--arrow--prev')?.getAttribute('title')).toBe(
      'الصورة التالية',
    );
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    await waitFor(() => expect(counter()).toBe('الصورة 2 من 3'));
    fireEvent.keyDown(document, { key: 'Escape' });
    await viewerClosed();
    expect(document.querySelector('.gallery__image')?.getAttribute('src')).toBe(pictures[1]);
  });
});
