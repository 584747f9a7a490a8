import { describe, expect, it } from 'vitest';
import { canFetchAddresses } from '../../../src/domain';

describe('address fetch guard (SPEC §5 Address fetch)', () => {
  it('allows a server user id, as a number or a string', () => {
    expect(canFetchAddresses(42)).toBe(true);
    expect(canFetchAddresses('42')).toBe(true);
  });

  it.each([null, undefined, '', ' ', 'demo', 'guest', '0', '-1', '1.5', 'temp-123'])(
    'refuses a missing or placeholder id: %s',
    (id) => {
      expect(canFetchAddresses(id)).toBe(false);
    },
  );
});
