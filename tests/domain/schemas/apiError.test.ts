import { describe, expect, it } from 'vitest';
import { ApiErrorResponseSchema } from '../../../src/domain';

describe('API error bodies (docs/API.md)', () => {
  it('read the message of every error shape', () => {
    expect(ApiErrorResponseSchema.parse({ status: false, message: 'Not found' }).message).toBe('Not found');
    expect(ApiErrorResponseSchema.parse({ error: { message: 'Bad code' } }).message).toBe('Bad code');
    expect(ApiErrorResponseSchema.parse({ error: 'Boom' }).message).toBe('Boom');
    expect(ApiErrorResponseSchema.parse({}).message).toBeNull();
  });
});
