import { describe, expect, it } from 'vitest';
import { preferredCoding } from '../../../server/http/content-coding';

describe('the compression a client takes (Accept-Encoding)', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['gzip;q=0', null],
    ['', null],
  ] as const)('%s → %s', (header, coding) => {
    expect(preferredCoding(header)).toBe(coding);
  });

  it('takes the body as it is when the header is absent', () => {
    expect(preferredCoding(undefined)).toBeNull();
  });
});
