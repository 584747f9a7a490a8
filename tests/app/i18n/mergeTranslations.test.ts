import { describe, expect, it } from 'vitest';
import { mergeTranslations } from '../../../src/app/i18n/mergeTranslations';

describe('the two parts of a locale merged into one tree', () => {
  it('keeps both halves of a group split between the parts', () => {
    const first = { payment: { resumedPlaced: 'Placed' }, nav: { home: 'Home' } };
    const late = {
      payment: { title: 'Payment', errors: { declined: 'Declined' } },
      login: { title: 'Login' },
    };
    expect(mergeTranslations(first, late)).toEqual({
      payment: { resumedPlaced: 'Placed', title: 'Payment', errors: { declined: 'Declined' } },
      nav: { home: 'Home' },
      login: { title: 'Login' },
    });
  });

  it('changes neither part', () => {
    const first = { payment: { resumedPlaced: 'Placed' } };
    const late = { payment: { title: 'Payment' } };
    mergeTranslations(first, late);
    expect(first).toEqual({ payment: { resumedPlaced: 'Placed' } });
    expect(late).toEqual({ payment: { title: 'Payment' } });
  });
});
