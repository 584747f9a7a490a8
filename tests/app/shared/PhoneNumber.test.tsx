import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneNumber } from '../../../src/app/shared/PhoneNumber';

describe('a phone number inside text', () => {
  it('is isolated and read left to right, so Arabic text cannot move its + to the end', () => {
    const { container } = render(
      <p dir="rtl">
        أرسلنا رمزاً إلى <PhoneNumber value="+96551110002" />
      </p>,
    );
    const number = container.querySelector('bdi');
    expect(number?.getAttribute('dir')).toBe('ltr');
    expect(number?.textContent).toBe('+96551110002');
  });
});
