/**
 * A fieldset's legend sits on the fieldset's border in every engine. Floating it out of there works in Chromium
 * and Firefox but not in WebKit when the fieldset is a grid (a grid item's float computes to none), where the
 * checkout's "طريقة الدفع" sat on its box's border. So every fieldset of the shop is borderless, inside whatever box
 * draws its frame, and its legend is the group's first line everywhere.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appStylesheet, appStylesheets, styleRules } from './stylesheetRules';

const APP = join(import.meta.dirname, '../../../src/app');

function componentSources(folder = APP): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return componentSources(path);
    return entry.name.endsWith('.tsx') ? [readFileSync(path, 'utf8')] : [];
  });
}

/** The class names given to each element of `tag`, as written in the components. */
const classesOf = (tag: string): string[][] =>
  componentSources().flatMap((source) =>
    [...source.matchAll(new RegExp(`<${tag}\\s[^>]*?className="([^"]+)"`, 'g'))].map((match) =>
      (match[1] ?? '').split(/\s+/),
    ),
  );

const rules = appStylesheets().flatMap((path) => styleRules(appStylesheet(path)));
/** Declarations of the rules written for exactly one of these classes, in stylesheet order. */
const declarationsFor = (classes: string[]) =>
  rules.filter((rule) => classes.some((name) => rule.selector === `.${name}`)).map((rule) => rule.body);

describe('fieldsets and their legends (WebKit, Firefox and Chromium alike)', () => {
  it('finds the fieldsets and legends it checks', () => {
    expect(classesOf('fieldset').map((classes) => classes[0])).toEqual(
      expect.arrayContaining(['checkout__fieldset', 'otp-boxes']),
    );
    expect(classesOf('legend').flat()).toContain('checkout__legend');
  });

  it('draws no border around a fieldset, so no legend sits on one', () => {
    for (const classes of classesOf('fieldset')) {
      const borders = declarationsFor(classes).flatMap((body) => [
        ...body.matchAll(/(?:^|;)\s*border:\s*([^;]+)/g),
      ]);
      expect({ fieldset: classes.join(' '), border: borders.at(-1)?.[1]?.trim() }).toEqual({
        fieldset: classes.join(' '),
        border: '0',
      });
    }
  });

  it('never floats a legend out of its place', () => {
    const legends = classesOf('legend').flat();
    const floated = rules.filter(
      (rule) =>
        legends.some((name) => rule.selector.includes(`.${name}`)) && /(?:^|;)\s*float:/.test(rule.body),
    );
    expect(floated.map((rule) => rule.selector)).toEqual([]);
  });
});
