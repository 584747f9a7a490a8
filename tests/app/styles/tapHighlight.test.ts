/**
 * The browser's own tap highlight is off on every page: on a phone it is a layer painted and faded out inside each
 * tap, and a tapped control answers by itself (docs/DECISIONS.md, "No grey box over a tap").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const global = readFileSync(join(import.meta.dirname, '../../../src/app/styles/global.css'), 'utf8');

/** The declarations of the stylesheet's top-level rule for `selector`. */
function declarations(css: string, selector: string): string {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const start = text.search(new RegExp(`^${selector}\\s*\\{`, 'm'));
  if (start < 0) return '';
  return text.slice(text.indexOf('{', start) + 1, text.indexOf('}', start));
}

describe('the tap highlight', () => {
  it('is transparent from the root of every page the global stylesheet styles', () => {
    expect(declarations(global, 'html')).toMatch(/-webkit-tap-highlight-color:\s*transparent;/);
  });
});
