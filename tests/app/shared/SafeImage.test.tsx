import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EAGER_IMAGE_TIMING } from '../../../src/app/boot/handoff';
import { SafeImage } from '../../../src/app/shared/SafeImage';
import { renderWithShop } from '../renderWithShop';

describe('an image that may fail (SPEC §8 Behaviour: images that fail to load use a placeholder)', () => {
  it('is lazy and sized up front so nothing shifts while it loads', async () => {
    await renderWithShop(<SafeImage src="/media/a.jpg" alt="Offer 2" width={1200} height={500} />);
    const image = screen.getByRole('img', { name: 'Offer 2' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('1200');
    expect(image.getAttribute('height')).toBe('500');
    expect(image.hasAttribute('elementtiming')).toBe(false);
  });

  it('drawn eagerly, is fetched first and named for Element Timing, which the boot script waits on (boot.ts)', async () => {
    await renderWithShop(<SafeImage src="/media/a.jpg" alt="Offer 1" width={1200} height={500} eager />);
    const image = screen.getByRole('img', { name: 'Offer 1' });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('elementtiming')).toBe(EAGER_IMAGE_TIMING);
  });

  it('is replaced by a placeholder of the same proportions when loading fails', async () => {
    const { container } = await renderWithShop(
      <SafeImage src="/media/missing.jpg" alt="Offer 2" width={1200} height={500} />,
    );
    const image = container.querySelector('img');
    if (!image) throw new Error('no image rendered');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    const placeholder = screen.getByRole('img', { name: 'Offer 2 (Image not available)' });
    expect(placeholder.getAttribute('style')).toContain('aspect-ratio: 1200 / 500');
  });

  it('shows the placeholder straight away when there is no image at all', async () => {
    const { container } = await renderWithShop(<SafeImage src={null} alt="" width={96} height={96} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.safe-image--placeholder')?.getAttribute('aria-hidden')).toBe('true');
  });
});
