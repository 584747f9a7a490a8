/**
 * A page's secondary button ("Continue Shopping" on the confirmation pages, SPEC §2 Thank-you) must look secondary
 * from the first paint. Dialog.css loads with the first dialog only, so the shared button variants live in the
 * stylesheet every page loads.
 */
import { describe, expect, it } from 'vitest';
import { appStylesheet, styleRules } from './stylesheetRules';

const selectors = (path: string) => styleRules(appStylesheet(path)).map((rule) => rule.selector);

describe('the shared button variants', () => {
  it('are styled by the global stylesheet every page loads', () => {
    const global = selectors('styles/global.css');
    for (const selector of [
      '.button--secondary',
      '.button--secondary:hover',
      '.button--danger',
      '.button--danger:hover',
    ])
      expect(global).toContain(selector);
  });

  it('are not left to the dialog stylesheet, which only a dialog loads', () => {
    const dialog = selectors('shared/Dialog.css');
    expect(dialog.filter((selector) => selector?.startsWith('.button'))).toEqual([]);
    expect(dialog).toContain('.dialog');
  });
});
