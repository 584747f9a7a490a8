/**
 * No module of the shop imports itself back through others, type imports included: a cycle makes the order modules
 * evaluate in depend on who imported first, and a reader cannot tell which of two files is the lower layer. Read
 * with a TypeScript parser (Vite's) over the real tree (src and server), following relative imports only.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importStatements } from './importStatements';

const root = join(import.meta.dirname, '../..');

/** The file a relative import names: the path itself, with a TypeScript extension, or its folder's index. */
function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
    base.replace(/\.js$/, '.ts'),
  ];
  return (
    candidates.find((file) => existsSync(file) && statSync(file).isFile() && /\.tsx?$/.test(file)) ?? null
  );
}

/** The files `source` imports or re-exports from, by relative path (`import()` calls load later, on demand). */
function importsOf(file: string, source: string): string[] {
  return importStatements(file, source)
    .filter(({ target }) => target.startsWith('.'))
    .flatMap(({ target }) => resolveImport(file, target) ?? []);
}

function graphOf(files: string[]): Map<string, string[]> {
  return new Map(files.map((file) => [file, importsOf(file, readFileSync(file, 'utf8'))]));
}

/** One cycle for each strongly connected part of the graph that has one, as the files along it. */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string) => {
    if (done.has(file)) return;
    const at = onPath.indexOf(file);
    if (at >= 0) {
      cycles.push(onPath.slice(at));
      return;
    }
    onPath.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    onPath.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return cycles;
}

const sourceFiles = (folder: string) =>
  readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

describe('import cycles', () => {
  it('none in src or server', () => {
    const graph = graphOf([...sourceFiles('src'), ...sourceFiles('server')]);
    const named = cyclesOf(graph).map((cycle) => cycle.map((file) => relative(root, file)).join(' → '));
    expect(named).toEqual([]);
  });

  it('finds a cycle through a type import and a re-export, and none where imports only go down', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(
      cyclesOf(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([]);
    const fromSource = importsOf(
      join(root, 'src/contract/x.ts'),
      "import type { LiveQuery } from './liveQuery';\nexport { PAGE_COLLECTIONS } from './liveQuery';\n",
    );
    expect(fromSource.map((file) => relative(root, file))).toEqual([
      'src/contract/liveQuery.ts',
      'src/contract/liveQuery.ts',
    ]);
  });
});
