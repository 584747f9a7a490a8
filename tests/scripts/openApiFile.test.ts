import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { openApiFilePath, openApiFileText } from '../../scripts/openApiFile';

describe('docs/openapi.json (npm run openapi:docs)', () => {
  it('is the document the contract makes now (run `npm run openapi:docs` after changing a call or a schema)', () => {
    expect(readFileSync(openApiFilePath, 'utf8')).toBe(openApiFileText());
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(JSON.parse(openApiFileText()));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });
});
