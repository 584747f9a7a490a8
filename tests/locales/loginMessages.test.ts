import { describe, expect, it } from 'vitest';
import { loginMessageTexts } from '../../src/domain';
import { allTranslations } from './allTranslations';

const { ar, en } = allTranslations;

describe('the login messages in the resources (SPEC §8 Login texts)', () => {
  it('give every message the login machine or the server can leave its English text, verbatim', () => {
    expect(en.login.messages).toEqual(loginMessageTexts);
  });

  it('translate every one into Arabic', () => {
    expect(Object.keys(ar.login.messages).sort()).toEqual(Object.keys(loginMessageTexts).sort());
  });
});
