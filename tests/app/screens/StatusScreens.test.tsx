import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComingSoonScreen } from '../../../src/app/screens/ComingSoonScreen';
import { NotFoundScreen } from '../../../src/app/screens/NotFoundScreen';
import { renderWithShop } from '../renderWithShop';

describe('the placeholder screens of routes not built yet and of unknown paths (SPEC §2 Route list)', () => {
  it('says a part of the shop is on its way and links home', async () => {
    await renderWithShop(<ComingSoonScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Coming soon' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('says a page was not found, in Arabic on the Arabic interface, and links home', async () => {
    await renderWithShop(<NotFoundScreen />, { lang: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' }).getAttribute('href')).toBe('/');
  });
});
