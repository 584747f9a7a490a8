// The contract as an OpenAPI 3.1 document, made from the table of calls (contractCalls.ts) and the zod schemas it
// names with zod's own JSON Schema output: served at GET /api/openapi.json and written to docs/openapi.json by
// `npm run openapi:docs`. Schemas are described as the shop reads them (`io: 'input'`): what a backend may send,
// not what the shop turns it into.
import { z } from 'zod';
import {
  AddressSchema,
  ApiErrorResponseSchema,
  ArrivalEntrySchema,
  BannerSchema,
  CategorySchema,
  DeliveryRateSchema,
  OrderSchema,
  ProductSchema,
  ReelSchema,
  SectionSchema,
  StoredEventSchema,
  VariantSystemSchema,
} from '../../src/domain/schemas';
import { type ContractCall, contractCalls, contractVersion } from './contractCalls';
import { looseScalars } from './looseScalars';

/** A JSON Schema (2020-12, OpenAPI 3.1's dialect), as zod writes it. */
type Schema = { properties?: Record<string, Schema>; required?: string[]; [keyword: string]: unknown };

type MediaTypes = Record<string, { schema: Schema }>;
type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: Schema;
};
type Answer = { description: string; content: MediaTypes };
/** The parts of an OpenAPI operation this document writes, and the `x-shop-…` extensions. */
export type Operation = {
  operationId: string;
  responses: Record<string, Answer | { $ref: string }>;
  [field: string]: unknown;
};
export type OpenApiDocument = {
  openapi: '3.1.0';
  paths: Record<string, Partial<Record<ContractCall['method'], Operation>>>;
  components: { schemas: Record<string, Schema>; [kind: string]: unknown };
  [field: string]: unknown;
};

/** The entities several answers share, each a component of its own under its SPEC §3 name. */
const entities: Record<string, z.ZodType> = {
  Address: AddressSchema,
  ArrivalEntry: ArrivalEntrySchema,
  Banner: BannerSchema,
  Category: CategorySchema,
  DeliveryRate: DeliveryRateSchema,
  Order: OrderSchema,
  Product: ProductSchema,
  Reel: ReelSchema,
  Section: SectionSchema,
  StoredEvent: StoredEventSchema,
  VariantSystem: VariantSystemSchema,
  Refusal: ApiErrorResponseSchema,
};

const componentRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const pascal = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The name of a request body's or an answer's component: one per schema, the first call's name for a shared one. */
function componentNames(calls: readonly ContractCall[]): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>([
    ...looseScalars.map(({ name, schema }) => [schema, name] as const),
    ...Object.entries(entities).map(([name, schema]) => [schema, name] as const),
  ]);
  for (const call of calls) {
    if (call.body && !names.has(call.body)) names.set(call.body, `${pascal(call.operationId)}Body`);
    if (!call.answerType && !names.has(call.answer))
      names.set(call.answer, `${pascal(call.operationId)}Answer`);
  }
  return names;
}

/** Replaces a JSON Schema's keywords in place: zod hands the override the very object the document holds. */
function replaceKeywords(target: Record<string, unknown>, keywords: object) {
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, keywords);
}

const looseJson = new Map<unknown, object>(looseScalars.map(({ schema, json }) => [schema, json]));

const jsonSchemaOptions = {
  io: 'input',
  // A refinement or a preprocess has no JSON Schema; the check it makes is the server's, described in docs/API.md.
  unrepresentable: 'any',
  override: ({ zodSchema, jsonSchema }) => {
    const loose = looseJson.get(zodSchema);
    if (loose) replaceKeywords(jsonSchema as Record<string, unknown>, loose);
  },
} satisfies z.core.ToJSONSchemaParams;

/** Every named schema as a component; references between them point into `#/components/schemas`. */
function componentSchemas(names: ReadonlyMap<z.ZodType, string>): Record<string, Schema> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of names) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    ...jsonSchemaOptions,
    uri: (id) => `#/components/schemas/${id}`,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([name, { $schema: _dialect, $id: _id, ...schema }]) => [
      name,
      schema as Schema,
    ]),
  );
}

/** A schema of its own (a parameter's), inlined where it is used. */
function inlineSchema(schema: z.ZodType): Schema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, jsonSchemaOptions);
  return json as Schema;
}

function parametersOf(shape: z.ZodObject | undefined, where: 'path' | 'query'): Parameter[] {
  if (!shape) return [];
  const object = inlineSchema(shape);
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, schema]) => {
    const { description, ...rest } = schema;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

const needs = {
  required: 'Required: a call of SPEC §7 the shop asks.',
  optional: 'Optional: beyond SPEC §7. A 404, 405 or 501 tells the shop it is not offered.',
  unasked: 'Listed by SPEC §7; the shop does not ask it today.',
} as const;

function describe(call: ContractCall): string {
  const lines: string[] = [needs[call.need]];
  if (call.without) lines.push(`Without it: ${call.without}.`);
  for (const part of call.optionalParts ?? [])
    lines.push(`Optional part, ${part.name}. Without it: ${part.without}.`);
  return lines.join('\n\n');
}

const security = {
  anyone: undefined,
  customer: [{ bearer: [] }],
  anyoneOrCustomer: [{}, { bearer: [] }],
} as const;

function operationOf(call: ContractCall, names: ReadonlyMap<z.ZodType, string>): Operation {
  const answerName = names.get(call.answer);
  const answer: Answer = call.answerType
    ? {
        description: 'A stream of server-sent events.',
        content: { [call.answerType]: { schema: { type: 'string' } } },
      }
    : {
        description: call.answerStatus
          ? `${call.answerStatus} when stored, 200 when a retry finds it stored.`
          : 'The answer.',
        content: { 'application/json': { schema: answerName ? componentRef(answerName) : {} } },
      };
  const bodyName = call.body && names.get(call.body);
  const callSecurity = security[call.caller];
  return {
    operationId: call.operationId,
    summary: call.summary,
    description: describe(call),
    tags: [call.need === 'optional' ? 'Beyond SPEC §7' : 'SPEC §7'],
    'x-shop-need': call.need,
    ...(call.without ? { 'x-shop-without': call.without } : {}),
    ...(call.optionalParts ? { 'x-shop-optional-parts': call.optionalParts } : {}),
    ...(callSecurity ? { security: callSecurity.map((scheme) => ({ ...scheme })) } : {}),
    parameters: [
      ...parametersOf(call.pathParams, 'path'),
      ...parametersOf(call.query, 'query'),
      { $ref: '#/components/parameters/AcceptLanguage' },
      ...(call.idempotencyKey
        ? [
            {
              $ref: `#/components/parameters/IdempotencyKey${call.idempotencyKey === 'required' ? 'Required' : ''}`,
            },
          ]
        : []),
    ],
    ...(bodyName
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: componentRef(bodyName) } },
          },
        }
      : {}),
    responses: {
      [call.answerStatus ?? 200]: answer,
      ...(call.answerStatus ? { 200: answer } : {}),
      '4XX': { $ref: '#/components/responses/Refusal' },
    },
  };
}

const idempotencyKey = (required: boolean): Parameter => ({
  name: 'Idempotency-Key',
  in: 'header',
  required,
  description:
    'The same key and body answer the first answer again with no second effect; the same key with another body is a 409.',
  schema: { type: 'string', minLength: 1, maxLength: 200 },
});

export function openApiDocument(calls: readonly ContractCall[] = contractCalls): OpenApiDocument {
  const names = componentNames(calls);
  const paths: OpenApiDocument['paths'] = {};
  for (const call of calls)
    paths[call.path] = { ...paths[call.path], [call.method]: operationOf(call, names) };
  return {
    openapi: '3.1.0',
    info: {
      title: "The Gulf shop's backend contract",
      version: contractVersion,
      description:
        'Every call the shop makes of a backend: the calls of SPEC §7 and those beyond it (docs/API.md). Calls tagged "Beyond SPEC §7" are optional: the shop reads a 404, 405 or 501 from one as "not offered" and carries on as each says. Requests and answers are JSON; answers may carry numbers as strings and `false` for an empty field, as an ERP does. Check a backend with `npm run conformance -- <API base URL>`.',
    },
    servers: [{ url: '/api', description: 'the reference server; the shop calls VITE_API_BASE' }],
    tags: [
      { name: 'SPEC §7', description: 'The calls SPEC §7 gives a backend.' },
      { name: 'Beyond SPEC §7', description: 'Optional calls: the shop works without each, as it says.' },
    ],
    paths,
    components: {
      schemas: componentSchemas(names),
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: "The token of POST /customer/verify-otp's answer.",
        },
      },
      parameters: {
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          description: "The shopper's language; messages of refusals come in it.",
          schema: { type: 'string', enum: ['ar', 'en'] },
        },
        IdempotencyKey: idempotencyKey(false),
        IdempotencyKeyRequired: idempotencyKey(true),
      },
      responses: {
        Refusal: {
          description:
            'A refusal: bad input, no or an unknown token, an unknown id, a conflict, too many requests.',
          content: { 'application/json': { schema: componentRef('Refusal') } },
        },
      },
    },
  };
}
