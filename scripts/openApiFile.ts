/** docs/openapi.json as `npm run openapi:docs` writes it: the contract's document, indented for a reader's diff. */
import { join } from 'node:path';
import { openApiDocument } from '../server/contract/openApiDocument';

export const openApiFilePath = join(import.meta.dirname, '..', 'docs', 'openapi.json');

export const openApiFileText = () => `${JSON.stringify(openApiDocument(), null, 2)}\n`;
