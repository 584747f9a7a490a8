/**
 * The layer rules of the design (README, Layout: app → machines → domain, sync-worker → db → domain;
 * no network I/O outside the sync worker; nothing in src from server/) are Biome's `noRestrictedImports` and
 * `noRestrictedGlobals`, set per folder in biome.json, so `npm run lint` checks the real tree. These tests plant
 * violations in a scratch copy of the layout and check Biome reports each one, and that clean files pass.
 *
 * Biome cannot tell `import type` from a value import, so the one rule that needs it (the window reaches the sync
 * worker through `sync-bridge.ts` alone, importing only its types elsewhere) is checked here with TypeScript's
 * own parser, which reads imports spread over several lines as well as one-line ones.
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

interface Planted {
  says: string;
  file: string;
  source: string;
  /** The Biome rule that must report it, or null for a file that must pass. */
  rule: 'noRestrictedImports' | 'noRestrictedGlobals' | null;
}

const planted: Planted[] = [
  {
    says: 'a React import spread over four lines in src/domain',
    file: 'src/domain/reactHooks.ts',
    source:
      "import {\n  useState,\n  useEffect,\n} from 'react';\nexport const hooks = [useState, useEffect];\n",
    rule: 'noRestrictedImports',
  },
  {
    says: 'xstate in src/domain',
    file: 'src/domain/machine.ts',
    source: "import { setup } from 'xstate';\nexport const made = setup({});\n",
    rule: 'noRestrictedImports',
  },
  {
    says: 'a sync-worker import in src/domain',
    file: 'src/domain/engine.ts',
    source: "import { SyncEngine } from '../sync-worker/syncEngine';\nexport const engine = SyncEngine;\n",
    rule: 'noRestrictedImports',
  },
  {
    says: 'fetch in src/domain',
    file: 'src/domain/load.ts',
    source: "export const load = () => fetch('/api/home');\n",
    rule: 'noRestrictedGlobals',
  },
  {
    says: 'a timer in src/domain',
    file: 'src/domain/later.ts',
    source: 'export const later = (run: () => void) => setTimeout(run, 500);\n',
    rule: 'noRestrictedGlobals',
  },
  {
    says: 'the clock in src/domain',
    file: 'src/domain/now.ts',
    source: 'export const now = () => Date.now();\n',
    rule: 'noRestrictedGlobals',
  },
  {
    says: 'RxDB in src/machines',
    file: 'src/machines/stored.machine.ts',
    source: "import { createRxDatabase } from 'rxdb/plugins/core';\nexport const open = createRxDatabase;\n",
    rule: 'noRestrictedImports',
  },
  {
    says: 'React in src/machines',
    file: 'src/machines/view.machine.ts',
    source: "import { useState } from 'react';\nexport const hook = useState;\n",
    rule: 'noRestrictedImports',
  },
  {
    says: 'fetch in src/machines',
    file: 'src/machines/load.machine.ts',
    source: "export const load = () => fetch('/api/home');\n",
    rule: 'noRestrictedGlobals',
  },
  {
    says: 'React in src/db',
    file: 'src/db/hook.ts',
    source: "import { useEffect } from 'react';\nexport const hook = useEffect;\n",
    rule: 'noRestrictedImports',
  },
  {
    says: 'a machine in src/db',
    file: 'src/db/tracking.ts',
    source:
      "import { orderTrackingMachine } from '../machines/orderTracking.machine';\nexport const m = orderTrackingMachine;\n",
    rule: 'noRestrictedImports',
  },
  {
    says: 'a screen imported by src/sync-worker',
    file: 'src/sync-worker/render.ts',
    source: "import { AppLayout } from '../app/layout/AppLayout';\nexport const layout = AppLayout;\n",
    rule: 'noRestrictedImports',
  },
  {
    says: 'fetch in src/app',
    file: 'src/app/screens/Loader.tsx',
    source: "export const load = () => fetch('/api/home');\n",
    rule: 'noRestrictedGlobals',
  },
  {
    says: 'Dexie in src/app',
    file: 'src/app/data/raw.ts',
    source: "import Dexie from 'dexie';\nexport const raw = Dexie;\n",
    rule: 'noRestrictedImports',
  },
  {
    says: 'RxDB in src/app',
    file: 'src/app/data/rawQuery.ts',
    source: "import { createRxDatabase } from 'rxdb/plugins/core';\nexport const open = createRxDatabase;\n",
    rule: 'noRestrictedImports',
  },
  {
    says: 'zod in src/app',
    file: 'src/app/data/check.ts',
    source: "import { z } from 'zod';\nexport const id = z.string();\n",
    rule: 'noRestrictedImports',
  },
  {
    says: 'the reference backend imported by src/app',
    file: 'src/app/map/outline.ts',
    source: "import { outlines } from '../../../server/geo/outlines';\nexport const o = outlines;\n",
    rule: 'noRestrictedImports',
  },
  {
    says: 'zod and the domain in src/domain',
    file: 'src/domain/clean.ts',
    source:
      "import { z } from 'zod';\nimport { formatKd } from './price';\nexport const clean = [z, formatKd];\n",
    rule: null,
  },
  {
    says: 'xstate and the domain in src/machines',
    file: 'src/machines/clean.machine.ts',
    source:
      "import { setup } from 'xstate';\nimport { formatKd } from '../domain';\nexport const clean = [setup, formatKd];\n",
    rule: null,
  },
  {
    says: 'RxDB and the domain in src/db',
    file: 'src/db/clean.ts',
    source:
      "import { createRxDatabase } from 'rxdb/plugins/core';\nimport { formatKd } from '../domain';\nexport const clean = [createRxDatabase, formatKd];\n",
    rule: null,
  },
  {
    says: 'fetch, the database and the domain in src/sync-worker',
    file: 'src/sync-worker/clean.ts',
    source:
      "import { EventLog } from '../db';\nimport { formatKd } from '../domain';\nexport const clean = [EventLog, formatKd, () => fetch('/api')];\n",
    rule: null,
  },
  {
    says: 'React, machines and the domain in src/app',
    file: 'src/app/clean.tsx',
    source:
      "import { useState } from 'react';\nimport { formatKd } from '../domain';\nimport { checkoutMachine } from '../machines/checkout.machine';\nexport const clean = [useState, formatKd, checkoutMachine];\n",
    rule: null,
  },
];

interface BiomeDiagnostic {
  category: string;
  location: { path: string };
}

let scratch: string;
let diagnostics: BiomeDiagnostic[] = [];

beforeAll(() => {
  // A copy of the project's Biome settings over a scratch tree of planted files, linted in one run.
  scratch = mkdtempSync(join(tmpdir(), 'layers-'));
  copyFileSync(join(root, 'biome.json'), join(scratch, 'biome.json'));
  for (const { file, source } of planted) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    writeFileSync(join(scratch, file), source);
  }
  let output: string;
  try {
    output = execFileSync(join(root, 'node_modules/.bin/biome'), ['lint', '--reporter=json', '.'], {
      cwd: scratch,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    // Biome exits 1 when it reports errors, which the planted files are there to cause.
    output = (error as { stdout: string }).stdout;
  }
  diagnostics = (JSON.parse(output) as { diagnostics: BiomeDiagnostic[] }).diagnostics;
});

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

const rulesReported = (file: string) =>
  diagnostics
    .filter((diagnostic) => diagnostic.location.path === file)
    .map((diagnostic) => diagnostic.category.replace(/^lint\/style\//, ''));

describe('Biome enforces the layers (biome.json overrides)', () => {
  for (const { says, file, rule } of planted.filter((p) => p.rule)) {
    it(`reports ${says}`, () => {
      expect(rulesReported(file)).toContain(rule);
    });
  }

  for (const { says, file } of planted.filter((p) => !p.rule)) {
    it(`accepts ${says}`, () => {
      expect(rulesReported(file)).toEqual([]);
    });
  }
});

/** Value imports of the sync worker in a window file: each one's line. Type-only imports are fine. */
function valueImportsOfWorker(fileName: string, source: string): number[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const lines: number[] = [];
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const target = statement.moduleSpecifier;
    if (!target || !ts.isStringLiteral(target) || !/(^|\/)sync-worker(\/|$)/.test(target.text)) continue;
    const typeOnly = ts.isImportDeclaration(statement)
      ? statement.importClause?.isTypeOnly === true ||
        (statement.importClause?.namedBindings !== undefined &&
          ts.isNamedImports(statement.importClause.namedBindings) &&
          statement.importClause.name === undefined &&
          statement.importClause.namedBindings.elements.every((element) => element.isTypeOnly))
      : statement.isTypeOnly;
    if (!typeOnly) lines.push(file.getLineAndCharacterOfPosition(statement.getStart(file)).line + 1);
  }
  return lines;
}

describe('the window reaches the sync worker through the bridge alone', () => {
  it('imports only types from src/sync-worker outside sync-bridge.ts', () => {
    const appFiles = readdirSync(join(root, 'src/app'), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      .filter((file) => file !== 'src/app/sync-bridge.ts');
    const found = appFiles.flatMap((file) =>
      valueImportsOfWorker(file, readFileSync(join(root, file), 'utf8')).map((line) => `${file}:${line}`),
    );
    expect(found).toEqual([]);
  });

  it('catches a value import of the worker spread over several lines, and lets type imports through', () => {
    const value = "import {\n  SyncEngine,\n  type GeocodeAnswer,\n} from '../sync-worker';\n";
    const inlineTypes = "import { type GeocodeAnswer } from '../../sync-worker';\n";
    const typeOnly = "import type {\n  SyncWorkerApi,\n} from '../sync-worker';\n";
    expect(valueImportsOfWorker('x.tsx', value)).toEqual([1]);
    expect(valueImportsOfWorker('x.tsx', inlineTypes)).toEqual([]);
    expect(valueImportsOfWorker('x.tsx', typeOnly)).toEqual([]);
  });
});
