/**
 * A page's secondary button ("Continue Shopping" on the confirmation pages, SPEC §2 Thank-you) must look secondary
 * from the first paint. Dialog.css loads with the first dialog only, so the shared button variants live in the
 * stylesheet every page loads.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const stylesheet = (path: string) =>
  readFileSync(join(import.meta.dirname, '../../../src/app', path), 'utf8');
const selectors = (css: string) =>
  [...css.matchAll(/^[ \t]*([^\s{}@/][^{};]*)\{/gm)].map((match) => match[1]?.trim());

describe('the shared button variants', () => {
  it('are styled by the global stylesheet every page loads', () => {
    const global = selectors(stylesheet('styles/global.css'));
    for (const selector of [
      '.button--secondary',
      '.button--secondary:hover',
      '.button--danger',
      '.button--danger:hover',
    ])
      expect(global).toContain(selector);
  });

  it('are not left to the dialog stylesheet, which only a dialog loads', () => {
    const dialog = selectors(stylesheet('shared/Dialog.css'));
    expect(dialog.filter((selector) => selector?.startsWith('.button'))).toEqual([]);
    expect(dialog).toContain('.dialog');
  });
});
