import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodeStep, type CodeStepState } from '../../../src/app/account/CodeStep';
import { renderWithShop } from '../renderWithShop';

const state: CodeStepState = {
  phone: '+96551110002',
  code: '',
  debugCode: '1234',
  error: null,
  verifying: false,
  resending: false,
  resent: false,
  loggedIn: false,
  can: { submit: false, resend: true, back: true },
};

describe('the login code step (SPEC §2 Login)', () => {
  it('shows the number the code went to left to right inside the Arabic sentence', async () => {
    await renderWithShop(<CodeStep state={state} send={() => undefined} />, { lang: 'ar' });
    const lead = screen.getByText('أرسلنا رمزاً من 4 أرقام إلى', { exact: false });
    const number = lead.querySelector('bdi');
    expect(number?.getAttribute('dir')).toBe('ltr');
    expect(number?.textContent).toBe('+96551110002');
    expect(screen.getByTestId('demo-code').getAttribute('dir')).toBe('ltr');
  });
});
