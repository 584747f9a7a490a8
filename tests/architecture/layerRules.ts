/**
 * The layer rules of shared/DESIGN.md as data, and a checker that reads source text. Kept apart from the test so
 * the test can also prove the checker catches a violation.
 */
export interface Violation {
  file: string;
  rule: string;
  line: number;
}

interface LayerRule {
  layer: string;
  forbiddenImports: RegExp[];
  forbiddenCode: { pattern: RegExp; rule: string }[];
  /** Imports allowed only as `import type` (the app reaches the worker through the comlink bridge alone). */
  typeOnlyImports?: RegExp[];
}

const fetchCall = { pattern: /\bfetch\s*\(|\bXMLHttpRequest\b|\bnew\s+WebSocket\b/, rule: 'no network I/O' };

export const layerRules: LayerRule[] = [
  {
    layer: 'src/domain',
    forbiddenImports: [
      /^react/,
      /^rxdb/,
      /^dexie/,
      /^comlink/,
      /^xstate/,
      /^@xstate/,
      /^i18next/,
      /\/(app|db|machines|sync-worker)(\/|$)/,
    ],
    forbiddenCode: [
      fetchCall,
      { pattern: /\b(setTimeout|setInterval|Date\.now)\s*\(/, rule: 'no timers or clock' },
    ],
  },
  {
    layer: 'src/machines',
    forbiddenImports: [/^react/, /^rxdb/, /^dexie/, /\/(app|db|sync-worker)(\/|$)/],
    forbiddenCode: [fetchCall],
  },
  {
    layer: 'src/db',
    forbiddenImports: [/^react/, /^xstate/, /\/(app|machines|sync-worker)(\/|$)/],
    forbiddenCode: [fetchCall],
  },
  {
    layer: 'src/sync-worker',
    forbiddenImports: [/^react/, /\/(app|machines)(\/|$)/],
    forbiddenCode: [],
  },
  {
    layer: 'src/app',
    forbiddenImports: [/^dexie/],
    forbiddenCode: [fetchCall],
    typeOnlyImports: [/\/sync-worker(\/|$)/],
  },
];

const importPattern = /^\s*(import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/;

export function checkSource(file: string, source: string, rule: LayerRule): Violation[] {
  const violations: Violation[] = [];
  source.split('\n').forEach((text, index) => {
    const line = index + 1;
    const match = importPattern.exec(text);
    if (match) {
      const isTypeOnly = Boolean(match[2]);
      const target = match[3] ?? '';
      for (const forbidden of rule.forbiddenImports) {
        if (forbidden.test(target))
          violations.push({ file, line, rule: `${rule.layer} must not import ${target}` });
      }
      for (const typeOnly of rule.typeOnlyImports ?? []) {
        if (typeOnly.test(target) && !isTypeOnly) {
          violations.push({ file, line, rule: `${rule.layer} may import ${target} as a type only` });
        }
      }
      return;
    }
    const code = text.replace(/\/\/.*$/, '');
    for (const { pattern, rule: name } of rule.forbiddenCode) {
      if (pattern.test(code)) violations.push({ file, line, rule: `${rule.layer}: ${name}` });
    }
  });
  return violations;
}
