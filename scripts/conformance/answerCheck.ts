/**
 * Checks a backend's answer against the contract's document (docs/openapi.json), as any JSON Schema tool reading
 * the document would: Ajv with the 2020-12 dialect OpenAPI 3.1 uses, the components as one resource so their
 * references resolve.
 */
import { Ajv2020 } from 'ajv/dist/2020';
import type { OpenApiDocument, Operation } from '../../server/contract/openApiDocument';

const documentId = 'https://contract.invalid/openapi.json';

/** The reasons an answer breaks the contract, the first few, each naming where; none when it keeps it. */
export type AnswerCheck = (operationId: string, answer: unknown) => string[];

export function answerCheck(document: OpenApiDocument): AnswerCheck {
  // The document's own keywords (paths, components) are no JSON Schema keywords: strict mode would refuse them.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ $id: documentId, components: document.components }, documentId);
  const answerNames = new Map<string, string>();
  for (const item of Object.values(document.paths))
    for (const operation of Object.values(item)) {
      const ref = answerRef(operation);
      if (ref) answerNames.set(operation.operationId, ref);
    }

  return (operationId, answer) => {
    const ref = answerNames.get(operationId);
    if (!ref) return [];
    const validate = ajv.getSchema(`${documentId}${ref}`);
    if (!validate || validate(answer)) return [];
    return (validate.errors ?? [])
      .filter((error) => error.keyword !== 'anyOf' && error.keyword !== '$ref')
      .slice(0, 3)
      .map((error) => `${error.instancePath || '(the answer)'} ${error.message ?? 'is not valid'}`);
  };
}

/** `#/components/schemas/…` of the operation's JSON answer. */
function answerRef(operation: Operation): string | undefined {
  for (const response of Object.values(operation.responses)) {
    const ref = 'content' in response ? response.content['application/json']?.schema.$ref : undefined;
    if (typeof ref === 'string') return ref;
  }
  return undefined;
}
