import { describe, expect, it } from 'vitest';
import { BannersResponseSchema, parseResponse } from '../../../src/domain';

describe('parseResponse', () => {
  it('returns the parsed value', () => {
    expect(parseResponse(BannersResponseSchema, { status: true, data: [] })).toEqual({
      ok: true,
      value: { status: true, data: [] },
    });
  });

  it('returns a readable error naming the path', () => {
    const result = parseResponse(BannersResponseSchema, { status: true, data: [{ image: 3 }] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('data[0].image');
  });
});
