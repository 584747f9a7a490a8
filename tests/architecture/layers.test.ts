/**
 * The layer rules of the design (README, Layout: app → machines → domain, sync-worker → db → domain;
 * no network I/O outside the sync worker; nothing in src from server/) are Biome's `noRestrictedImports` and
 * `noRestrictedGlobals`, set per folder in biome.json, so `npm run lint` checks the real tree. These tests plant
 * violations in a scratch copy of the layout and check Biome reports each one, and that clean files pass.
 *
 * The window imports nothing from src/db or src/sync-worker (Biome): the shapes and the worker's API type it needs
 * come from src/contract, which must therefore carry no code of theirs. Biome cannot tell `import type` from a value
 * import, so that one rule is checked here with a TypeScript parser (Vite's), which reads imports spread over several
 * lines as well as one-line ones.
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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importStatements } from './importStatements';

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
    says: 'a value of src/db in src/app',
    file: 'src/app/data/log.ts',
    source: "import { EventLog } from '../../db';\nexport const log = EventLog;\n",
    rule: 'noRestrictedImports',
  },
  {
    says: 'a type of src/db in src/app (the window takes it from src/contract)',
    file: 'src/app/catalogue/card.ts',
    source:
      "import type { ProductDoc } from '../../db';\nexport const name = (doc: ProductDoc) => doc.name;\n",
    rule: 'noRestrictedImports',
  },
  {
    says: 'the sync worker in src/app outside the bridge',
    file: 'src/app/search/engine.ts',
    source: "import { SyncEngine } from '../../sync-worker';\nexport const engine = SyncEngine;\n",
    rule: 'noRestrictedImports',
  },
  {
    says: 'React in src/contract',
    file: 'src/contract/hook.ts',
    source: "import { useState } from 'react';\nexport const hook = useState;\n",
    rule: 'noRestrictedImports',
  },
  {
    says: 'a screen in src/contract',
    file: 'src/contract/screen.ts',
    source: "import { CartScreen } from '../app/cart/CartScreen';\nexport const screen = CartScreen;\n",
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
  {
    says: 'src/contract and the domain in src/app',
    file: 'src/app/data/keys.ts',
    source:
      "import { liveQueryKey, type ProductDoc } from '../../contract';\nimport { formatKd } from '../../domain';\nexport const clean = [liveQueryKey, formatKd] as const;\nexport type Doc = ProductDoc;\n",
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

/** The lines of `source` importing values from a module outside its own folder. Type-only imports are fine. */
function valueImportsFromOutside(fileName: string, source: string): number[] {
  return importStatements(fileName, source)
    .filter(({ target, typeOnly }) => !typeOnly && !target.startsWith('./'))
    .map(({ line }) => line);
}

describe('src/contract carries no code of the database or the worker into the window', () => {
  it('takes only types from outside its own folder', () => {
    const contractFiles = readdirSync(join(root, 'src/contract'), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)));
    expect(contractFiles.length).toBeGreaterThan(0);
    const found = contractFiles.flatMap((file) =>
      valueImportsFromOutside(file, readFileSync(join(root, file), 'utf8')).map((line) => `${file}:${line}`),
    );
    expect(found).toEqual([]);
  });

  it('catches a value import spread over several lines, and lets type imports and re-exports through', () => {
    const value = "import {\n  EventLog,\n  type ProductDoc,\n} from '../db';\n";
    const inlineTypes = "import { type ProductDoc } from '../db';\n";
    const typeOnly = "import type {\n  MangoQuerySelector,\n} from 'rxdb/plugins/core';\n";
    const reexportedType = "export type { ProductDoc } from '../db/schemas/product.schema';\n";
    const reexportedValue = "export { EventLog } from '../db';\n";
    const ownFolder = "export { liveQueryKey } from './liveQuery';\n";
    expect(valueImportsFromOutside('x.ts', value)).toEqual([1]);
    expect(valueImportsFromOutside('x.ts', inlineTypes)).toEqual([]);
    expect(valueImportsFromOutside('x.ts', typeOnly)).toEqual([]);
    expect(valueImportsFromOutside('x.ts', reexportedType)).toEqual([]);
    expect(valueImportsFromOutside('x.ts', reexportedValue)).toEqual([1]);
    expect(valueImportsFromOutside('x.ts', ownFolder)).toEqual([]);
  });
});
