/**
 * `npm run openapi:docs`: writes the shop's backend contract (server/contract/) to docs/openapi.json, after a call,
 * a route's request schema or an answer schema of src/domain/schemas changed.
 */
import { writeFileSync } from 'node:fs';
import { openApiFilePath, openApiFileText } from './openApiFile';

writeFileSync(openApiFilePath, openApiFileText());
console.log('wrote docs/openapi.json');
