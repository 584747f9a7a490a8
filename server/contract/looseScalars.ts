// What the domain's lenient scalars (src/domain/schemas/primitives.ts) accept, as JSON Schema. Each is a zod
// preprocess that reads an ERP's numbers sent as strings, `false` for an empty field and the like; zod's JSON
// Schema output gives only the strict type it ends as, which would tell a backend that "12.5" is refused when the
// shop reads it. The document makes each a component of its own under the name here, and puts these in their
// place (openApiDocument.ts), so it says what the shop accepts.
import type { z } from 'zod';
import type { JSONSchema } from 'zod/v4/core';
import {
  looseBoolean,
  looseNumber,
  optionalNumber,
  optionalText,
  requiredText,
} from '../../src/domain/schemas/primitives';

/** A number as JSON text, which `Number()` reads: digits, a sign, a point, an exponent, blanks around. */
const numericText = '^\\s*[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?\\s*$';

export type LooseScalar = { name: string; schema: z.ZodType; json: JSONSchema.BaseSchema };

export const looseScalars: LooseScalar[] = [
  {
    name: 'LooseNumber',
    schema: looseNumber,
    json: {
      anyOf: [{ type: 'number' }, { type: 'string', pattern: numericText }],
      description: 'A number, or its digits as a string.',
    },
  },
  {
    name: 'OptionalNumber',
    schema: optionalNumber,
    json: {
      anyOf: [
        { type: ['number', 'null'] },
        { type: 'string', pattern: `${numericText}|^$` },
        { const: false },
      ],
      description: 'A number or its digits; null, false, an empty string or no field at all mean none.',
    },
  },
  {
    name: 'OptionalText',
    schema: optionalText,
    json: {
      anyOf: [{ type: ['string', 'number', 'null'] }, { const: false }],
      description: 'Text (a number is read as its digits); null, false or no field at all mean none.',
    },
  },
  {
    name: 'RequiredText',
    schema: requiredText,
    json: { type: ['string', 'number'], description: 'Text; a number is read as its digits.' },
  },
  {
    name: 'LooseBoolean',
    schema: looseBoolean,
    json: {
      anyOf: [{ type: 'boolean' }, { enum: [0, 1, '0', '1', 'true', 'false'] }],
      description: 'A boolean, also as 1 or 0, "1" or "0", "true" or "false".',
    },
  },
];
