// Checks a request against its operation in the contract: path parameters, query, headers
// (e.g. the required Idempotency-Key) and the body. Each problem becomes one `detail` entry of
// the 422 reply, with a message a person can read: "body.mobile must match pattern ^[0-9]{10}$".
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { MediaTypeObject, ParameterObject, SchemaObject } from 'openapi-typescript';
import type { ErrorDetail } from '../http-error.ts';
import { anchoredSchema } from './contract-ajv.ts';
import type { ContractOperation } from './contract.ts';

export interface RequestParts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
  contentType: string | undefined;
}

export type RequestValidator = (request: RequestParts) => ErrorDetail[];

export interface ValidatorAjvs {
  /** For path, query and header values, which arrive as text. */
  coercing: Ajv2020;
  /** For JSON bodies, whose types must already be right. */
  strict: Ajv2020;
}

type ParameterSection = 'params' | 'query' | 'headers';
const SECTION_OF: Record<string, ParameterSection> = { path: 'params', query: 'query', header: 'headers' };
// Where a problem is reported, FastAPI style: loc ["query", "domain"].
const LOC_ROOT: Record<ParameterSection, string> = { params: 'path', query: 'query', headers: 'header' };
const JSON_MEDIA_TYPE = 'application/json';
const MULTIPART_MEDIA_TYPE = 'multipart/form-data';

export function compileRequestValidator(operation: ContractOperation, ajvs: ValidatorAjvs): RequestValidator {
  const sectionChecks = (['params', 'query', 'headers'] as const).map((section) => ({
    section,
    validate: ajvs.coercing.compile(parametersSchema(operation.parameters, section)),
  }));
  const bodyCheck = compileBodyCheck(operation, ajvs.strict);

  return (request) => {
    const problems: ErrorDetail[] = [];
    for (const { section, validate } of sectionChecks) {
      if (!validate(request[section])) problems.push(...validate.errors!.map((e) => toDetail(LOC_ROOT[section], e)));
    }
    problems.push(...bodyCheck(request));
    return problems;
  };
}

function parametersSchema(parameters: ParameterObject[], section: ParameterSection): object {
  // Header names are case-insensitive; Node gives them in lower case.
  const nameOf = (parameter: ParameterObject) => (section === 'headers' ? parameter.name.toLowerCase() : parameter.name);
  const own = parameters.filter((parameter) => SECTION_OF[parameter.in] === section);
  return {
    type: 'object',
    properties: Object.fromEntries(own.map((parameter) => [nameOf(parameter), anchoredSchema(parameter.schema ?? {})])),
    required: own.filter((parameter) => parameter.required || parameter.in === 'path').map(nameOf),
  };
}

function compileBodyCheck(operation: ContractOperation, ajv: Ajv2020): (request: RequestParts) => ErrorDetail[] {
  const requestBody = operation.requestBody;
  if (!requestBody) return () => [];
  const mediaType = (name: string) => requestBody.content[name] as MediaTypeObject | undefined;
  const jsonSchema = mediaType(JSON_MEDIA_TYPE)?.schema;
  const validateJson: ValidateFunction | undefined = jsonSchema ? ajv.compile(anchoredSchema(jsonSchema) as object) : undefined;
  const multipartSchema = mediaType(MULTIPART_MEDIA_TYPE)?.schema as SchemaObject | undefined;
  const multipartRequired = (multipartSchema && 'required' in multipartSchema && multipartSchema.required) || [];

  return ({ body, contentType }) => {
    if (body === undefined) return requestBody.required ? [{ msg: 'body is required', loc: ['body'] }] : [];
    if (contentType?.startsWith(MULTIPART_MEDIA_TYPE)) {
      // Files are checked by the handler (bytes, size); here only that every required part came.
      const parts = body as Record<string, unknown>;
      return multipartRequired
        .filter((name) => parts[name] === undefined)
        .map((name) => ({ msg: `body.${name} is required`, loc: ['body', name] }));
    }
    if (!validateJson) return [{ msg: `body must be sent as ${Object.keys(requestBody.content).join(' or ')}`, loc: ['body'] }];
    return validateJson(body) ? [] : validateJson.errors!.map((error) => toDetail('body', error));
  };
}

function toDetail(root: string, error: ErrorObject): ErrorDetail {
  const loc = [root, ...error.instancePath.split('/').slice(1).map(unescapePointer)];
  const params = error.params as Record<string, unknown>;
  let text = error.message ?? 'is invalid';
  switch (error.keyword) {
    case 'required':
      loc.push(String(params.missingProperty));
      text = 'is required';
      break;
    case 'additionalProperties':
      loc.push(String(params.additionalProperty));
      text = 'is not allowed';
      break;
    case 'pattern':
      text = `must match pattern ${String(params.pattern)}`;
      break;
    case 'enum':
      text = `must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
      break;
  }
  return { msg: `${loc.join('.')} ${text}`, loc };
}

function unescapePointer(segment: string): string {
  return segment.replaceAll('~1', '/').replaceAll('~0', '~');
}
