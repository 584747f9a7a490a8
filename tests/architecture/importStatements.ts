import { parseSync } from 'vite';

export interface ImportStatement {
  /** The module named, as written. */
  target: string;
  /** Whether the statement brings in types only (`import type`, or every name marked `type`). */
  typeOnly: boolean;
  line: number;
}

type Specifier = { importKind?: string; exportKind?: string };
type Statement = {
  type: string;
  start: number;
  source?: { value: string } | null;
  importKind?: string;
  exportKind?: string;
  specifiers?: Specifier[];
};

/**
 * The static imports and re-exports of a TypeScript source, read with the parser Vite builds with (oxc), so
 * statements spread over several lines read as one-line ones do. `import()` calls are left out: they load later,
 * on demand.
 */
export function importStatements(fileName: string, source: string): ImportStatement[] {
  const { program } = parseSync(fileName, source);
  const statements: ImportStatement[] = [];
  for (const statement of program.body as Statement[]) {
    const imports = statement.type === 'ImportDeclaration';
    const exports = statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration';
    if (!(imports || exports) || !statement.source) continue;
    const kind = imports ? 'importKind' : 'exportKind';
    const specifiers = statement.specifiers ?? [];
    // A side-effect import or `export *` names nothing, so it loads the module's code.
    const typeOnly =
      statement[kind] === 'type' ||
      (specifiers.length > 0 && specifiers.every((specifier) => specifier[kind] === 'type'));
    statements.push({
      target: statement.source.value,
      typeOnly,
      line: source.slice(0, statement.start).split('\n').length,
    });
  }
  return statements;
}
