import { describe, expect, it } from 'vitest';
import { paymentErrorReason } from '../../../src/domain';

describe('the reason of a payment error (SPEC §2 Payment-error)', () => {
  it('knows a decline by its code, however it is written', () => {
    expect(paymentErrorReason('DECLINED')).toBe('declined');
    expect(paymentErrorReason(' declined ')).toBe('declined');
    expect(paymentErrorReason('DO_NOT_HONOR')).toBe('declined');
  });

  it('leaves a code it does not know to be shown as sent', () => {
    expect(paymentErrorReason('51')).toBeNull();
    expect(paymentErrorReason('')).toBeNull();
    expect(paymentErrorReason('constructor')).toBeNull();
  });
});
