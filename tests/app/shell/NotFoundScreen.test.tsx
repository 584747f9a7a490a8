import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundScreen } from '../../../src/app/shell/NotFoundScreen';
import { renderWithShop } from '../renderWithShop';

describe('the screen of unknown paths (SPEC §2 Route list)', () => {
  it('says a page was not found, in Arabic on the Arabic interface, and links home', async () => {
    await renderWithShop(<NotFoundScreen />, { lang: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' }).getAttribute('href')).toBe('/');
  });
});
