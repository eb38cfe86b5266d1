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
  ajv.addSchema({ $id: CONTRACT_SCHEMA_ID, components: document.components ?? {} });
  return ajv;
}

/**
 * A copy of a schema taken out of the document whose local `$ref`s point into the registered
 * contract instead of into the copy itself.
 */
export function anchoredSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchoredSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? CONTRACT_SCHEMA_ID + value
        : anchoredSchema(value),
    ]),
  );
}
