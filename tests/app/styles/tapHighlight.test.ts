/**
 * The browser's own tap highlight is off on every page: on a phone it is a layer painted and faded out inside each
 * tap, and a tapped control answers by itself (docs/DECISIONS.md, "No grey box over a tap").
 */
import { describe, expect, it } from 'vitest';
import { appStylesheet, styleRules } from './stylesheetRules';

describe('the tap highlight', () => {
  it('is transparent from the root of every page the global stylesheet styles', () => {
    const root = styleRules(appStylesheet('styles/global.css')).filter(
      (rule) => rule.selector === 'html' && rule.within.length === 0,
    );
    expect(root.map((rule) => rule.body).join('')).toMatch(/-webkit-tap-highlight-color:\s*transparent;/);
  });
});
