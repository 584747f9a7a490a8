import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const lock = JSON.parse(readFileSync(join(import.meta.dirname, '../../package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string }>;
};

describe('the bundle (DESIGN: the local database)', () => {
  it('carries one Dexie: every installed copy is the version RxDB pins', () => {
    const copies = Object.entries(lock.packages).filter(([path]) => /(^|\/)node_modules\/dexie$/.test(path));
    const rxdbDexie = lock.packages['node_modules/rxdb/node_modules/dexie'];
    expect(copies.map(([path]) => path)).toEqual(['node_modules/dexie']);
    expect(rxdbDexie).toBeUndefined();
  });
});
