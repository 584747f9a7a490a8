import { describe, expect, it } from 'vitest';
import { cookieValue } from '../../../src/domain';

describe('one cookie of a Cookie header or of document.cookie', () => {
  it('is found by its whole name among the others', () => {
    expect(cookieValue('a=1; language=en; b=2', 'language')).toBe('en');
    expect(cookieValue('language=ar', 'language')).toBe('ar');
    expect(cookieValue('xlanguage=en', 'language')).toBeNull();
  });

  it('keeps an equals sign inside its value, and is null when there are no cookies', () => {
    expect(cookieValue('token=a=b; language=en', 'token')).toBe('a=b');
    expect(cookieValue(undefined, 'language')).toBeNull();
    expect(cookieValue('', 'language')).toBeNull();
  });
});
