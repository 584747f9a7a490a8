import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSource, layerRules } from './layerRules';

const root = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

describe('the layer rules of DESIGN.md', () => {
  for (const rule of layerRules) {
    it(`hold for every file in ${rule.layer}`, () => {
      const violations = sourceFiles(rule.layer).flatMap((file) =>
        checkSource(file, readFileSync(join(root, file), 'utf8'), rule),
      );
      expect(violations).toEqual([]);
    });
  }

  const ruleFor = (layer: string) => {
    const rule = layerRules.find((candidate) => candidate.layer === layer);
    if (!rule) throw new Error(`no rule for ${layer}`);
    return rule;
  };

  it('catch a domain file that imports React or fetches', () => {
    const source = "import { useState } from 'react';\nexport const load = () => fetch('/api');\n";
    const found = checkSource('src/domain/bad.ts', source, ruleFor('src/domain'));
    expect(found.map((v) => v.line)).toEqual([1, 2]);
  });

  it('catch a screen that imports the sync worker as a value instead of going through the bridge', () => {
    const value = "import { SyncEngine } from '../sync-worker';\n";
    const typeOnly = "import type { SyncWorkerApi } from '../sync-worker';\n";
    expect(checkSource('src/app/x.tsx', value, ruleFor('src/app'))).toHaveLength(1);
    expect(checkSource('src/app/x.tsx', typeOnly, ruleFor('src/app'))).toEqual([]);
  });

  it('catch a machine that imports React', () => {
    const found = checkSource('src/machines/m.ts', "import React from 'react';\n", ruleFor('src/machines'));
    expect(found).toHaveLength(1);
  });
});
