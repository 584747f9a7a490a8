import { describe, expect, it } from 'vitest';
import { AddressFormSchema, streetFromMap } from '../../../src/domain';

const form = (avenue: string) => AddressFormSchema.parse({ avenue, house: '7' });

describe('the street map’s street in the form’s street box (docs/DEPLOY.md "A street map")', () => {
  it('fills an empty box, and says it did', () => {
    expect(streetFromMap(form(''), 'Gulf Road', null)).toEqual({
      form: form('Gulf Road'),
      filled: 'Gulf Road',
    });
  });

  it('follows the pin while the box still holds the street it put there', () => {
    expect(streetFromMap(form('Gulf Road'), 'Salem Al Mubarak Street', 'Gulf Road')).toEqual({
      form: form('Salem Al Mubarak Street'),
      filled: 'Salem Al Mubarak Street',
    });
    // Moved off any street: the box no longer names one the pin has left.
    expect(streetFromMap(form('Gulf Road'), null, 'Gulf Road')).toEqual({ form: form(''), filled: null });
  });

  it('keeps what the shopper typed, or a saved address’s street, and forgets its own', () => {
    expect(streetFromMap(form('Street 12'), 'Gulf Road', null)).toEqual({
      form: form('Street 12'),
      filled: null,
    });
    expect(streetFromMap(form('Street 12'), 'Gulf Road', 'Gulf Road')).toEqual({
      form: form('Street 12'),
      filled: null,
    });
  });
});
