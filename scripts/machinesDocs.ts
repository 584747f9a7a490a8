/**
 * `npm run machines:docs`: one Markdown page per machine under docs/machines, each a Mermaid diagram drawn from the
 * machine's definition. GitHub and most editors render Mermaid in Markdown.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { machineDocs } from './machineDocs';

const folder = join(import.meta.dirname, '..', 'docs', 'machines');
mkdirSync(folder, { recursive: true });
for (const doc of machineDocs()) {
  writeFileSync(join(folder, doc.file), doc.markdown);
  console.log(`wrote docs/machines/${doc.file}`);
}
