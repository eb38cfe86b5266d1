// Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) loaded with the contract's components, so
// any schema taken from the document can be compiled with its `$ref`s intact.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenAPI3 } from 'openapi-typescript';

const CONTRACT_SCHEMA_ID = 'https://contract.invalid/openapi.json';

export interface ContractAjvOptions {
  /** Query, path and header values arrive as text: coerce them to the schema's types. */
  coerceTypes: boolean;
}

export function createContractAjv(document: OpenAPI3, options: ContractAjvOptions): Ajv2020 {
  const ajv = new Ajv2020({
    // The document carries OpenAPI keywords (example, x-designed, discriminator…) Ajv does not know.
    strict: false,
    allErrors: true,
    coerceTypes: options.coerceTypes ? 'array' : false,
    useDefaults: options.coerceTypes,
  });
  addFormats(ajv);
  ajv.addKeyword({
    keyword: NO_NUL_KEYWORD,
    type: 'string',
    schemaType: 'boolean',
    error: { message: 'must not contain NUL characters' },
    validate: (forbidden: boolean, data: string) => !forbidden || !data.includes('\u0000'),
  });
  ajv.addSchema({ $id: CONTRACT_SCHEMA_ID, components: boundedSchema(document.components ?? {}) });
  return ajv;
}

/** Text with NUL characters is refused (the database cannot store it; nothing needs it). */
const NO_NUL_KEYWORD = 'x-no-nul';
/** Values that name data (ids, amounts…) never go past what a JavaScript number holds exactly. */
const NUMBER_LIMIT = Number.MAX_SAFE_INTEGER;
/** Keywords whose values are data, not schemas. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'example', 'examples', 'default']);

/**
 * The contract's schemas with the bounds every request needs whatever the document says (
 * no 5xx on bad input): numbers and integers within ±2^53-1 (so 1e20, Infinity or a 20-digit id
 * is a 422, not a database overflow), strings without NUL characters.
 */
function boundedSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(boundedSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, DATA_KEYWORDS.has(key) ? value : boundedSchema(value)]),
  );
  const types = ([] as unknown[]).concat(copy.type ?? []);
  if (types.includes('integer') || types.includes('number')) {
    if (copy.maximum === undefined && copy.exclusiveMaximum === undefined) copy.maximum = NUMBER_LIMIT;
    if (copy.minimum === undefined && copy.exclusiveMinimum === undefined) copy.minimum = -NUMBER_LIMIT;
  }
  if (types.includes('string')) copy[NO_NUL_KEYWORD] = true;
  return copy;
}

/**
 * A copy of a schema taken out of the document whose local `$ref`s point into the registered
 * contract instead of into the copy itself.
 */
export function anchoredSchema(schema: unknown): unknown {
  return boundedSchema(anchoredRefs(schema));
}

function anchoredRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchoredRefs);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? CONTRACT_SCHEMA_ID + value
        : anchoredRefs(value),
    ]),
  );
}
