import { describe, expect, it } from 'vitest';
import { asciiDigitsOnly } from '../../../src/domain/shared/digits';

describe('digits', () => {
  it('maps Arabic-Indic and Extended Arabic-Indic digits to ASCII and drops the rest', () => {
    expect(asciiDigitsOnly('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(asciiDigitsOnly('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(asciiDigitsOnly('+965 (5) a-1')).toBe('96551');
  });
});
