/**
 * A phone has no hover: it emulates one on every tap, and the tapped card kept its hover shadow afterwards, its
 * 150 ms transition painting frame after frame while the tap was being answered. So a style that answers hovering
 * applies only where the primary pointer can hover (`@media (hover: hover)`). The desktop nav bar is the exception:
 * its panels open on hover (and on focus), and on a wide touch screen a first tap on a top category is what shows them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const APP = join(import.meta.dirname, '../../../src/app');
const HOVERS_ON_TOUCH_TOO = ['shell/header/CategoryNavBar.css'];

function stylesheets(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Each style rule's selector with the at-rules it sits in, outermost first. */
function rules(css: string): { selector: string; within: string[] }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const open: string[] = [];
  const found: { selector: string; within: string[] }[] = [];
  let start = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (char === '{') {
      const prelude = text.slice(start, at).trim();
      if (!prelude.startsWith('@'))
        found.push({ selector: prelude, within: open.filter((p) => p.startsWith('@')) });
      open.push(prelude);
    } else if (char === '}') open.pop();
    if (char === '{' || char === '}' || char === ';') start = at + 1;
  }
  return found;
}

const hoverRules = () =>
  stylesheets(APP).flatMap((path) =>
    rules(readFileSync(path, 'utf8'))
      .filter((rule) => rule.selector.includes(':hover'))
      .map((rule) => ({ file: relative(APP, path), ...rule })),
  );

describe('hover styles', () => {
  it('apply only on a device whose pointer hovers, so a tap on a phone changes no style by hovering', () => {
    const rulesOnTouch = hoverRules()
      .filter((rule) => !HOVERS_ON_TOUCH_TOO.includes(rule.file))
      .filter((rule) => !rule.within.some((atRule) => /^@media\b.*\(hover:\s*hover\)/.test(atRule)))
      .map((rule) => `${rule.file}: ${rule.selector}`);
    expect(rulesOnTouch).toEqual([]);
  });

  it('are found at all: the shop has hover styles, on its cards among others', () => {
    expect(hoverRules().map((rule) => rule.selector)).toContain('.product-card:hover');
  });
});
