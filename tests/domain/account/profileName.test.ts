import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH, nameFromAddresses, nameToSave } from '../../../src/domain';

describe('saving the name edited on the profile (SPEC §2 Profile)', () => {
  it('saves a new name, trimmed and with single spaces', () => {
    expect(nameToSave('  Sara   Al  Ahmad ', null)).toBe('Sara Al Ahmad');
    expect(nameToSave('نورة', 'Sara')).toBe('نورة');
  });

  it('saves nothing when the name is unchanged', () => {
    expect(nameToSave('Sara ', 'Sara')).toBeNull();
  });

  it('saves nothing for an empty name, so a slip cannot blank it', () => {
    expect(nameToSave('   ', 'Sara')).toBeNull();
    expect(nameToSave('', null)).toBeNull();
  });

  it('keeps at most the maximum length', () => {
    expect(nameToSave('a'.repeat(100), null)).toHaveLength(NAME_MAX_LENGTH);
  });
});

describe('the name a nameless profile offers from the address book (SPEC §2 Profile, No Name)', () => {
  it('offers the first full name found, as it would be saved', () => {
    expect(nameFromAddresses(null, [null, '  Sara   Ahmed ', 'Noura'])).toBe('Sara Ahmed');
    expect(nameFromAddresses('  ', ['نورة'])).toBe('نورة');
  });

  it('offers nothing to a customer who has a name, or when no address has one', () => {
    expect(nameFromAddresses('Sara', ['Noura'])).toBeNull();
    expect(nameFromAddresses(null, [null, undefined, '   '])).toBeNull();
    expect(nameFromAddresses(null, [])).toBeNull();
  });
});
