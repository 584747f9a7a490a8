/** The window's stylesheets as the style tests read them: files under src/app, and the rules in each. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const APP = join(import.meta.dirname, '../../../src/app');

export interface StyleRule {
  selector: string;
  /** The at-rules the rule sits in, outermost first. */
  within: string[];
  /** Its declarations, as written. */
  body: string;
}

/** A stylesheet's text, by its path under src/app. */
export const appStylesheet = (path: string): string => readFileSync(join(APP, path), 'utf8');

/** Every stylesheet's path under src/app. */
export function appStylesheets(folder = APP): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return appStylesheets(path);
    return entry.name.endsWith('.css') ? [relative(APP, path)] : [];
  });
}

/** Each style rule of `css`, in order, with the at-rules around it. */
export function styleRules(css: string): StyleRule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const open: { prelude: string; from: number }[] = [];
  const found: StyleRule[] = [];
  let start = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (char === '{') open.push({ prelude: text.slice(start, at).trim(), from: at + 1 });
    else if (char === '}') {
      const rule = open.pop();
      if (rule && !rule.prelude.startsWith('@'))
        found.push({
          selector: rule.prelude,
          within: open.map((outer) => outer.prelude).filter((prelude) => prelude.startsWith('@')),
          body: text.slice(rule.from, at),
        });
    }
    if (char === '{' || char === '}' || char === ';') start = at + 1;
  }
  return found;
}
