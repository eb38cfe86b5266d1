// Checks a request against its operation in the contract: path parameters, query, headers
// (e.g. the required Idempotency-Key) and the body. Each problem becomes one `detail` entry of
// the 422 reply: where in loc (["body", "mobile"]), and in msg a sentence a person can read, in the
// form's words ("Mobile Number Should Be Of 10 Digits."; people-words.ts, docs/decisions/160).
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { MediaTypeObject, ParameterObject, SchemaObject } from 'openapi-typescript';
import type { ErrorDetail } from '../http-error.ts';
import { anchoredSchema } from './contract-ajv.ts';
import { peopleMessage, type Problem } from './people-words.ts';
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
  const detail = (loc: string[], problem: Problem): ErrorDetail => ({ msg: peopleMessage(loc, problem, operation.operationId), loc });
  const bodyCheck = compileBodyCheck(operation, ajvs.strict, detail);

  return (request) => {
    const problems: ErrorDetail[] = [];
    for (const { section, validate } of sectionChecks) {
      if (!validate(request[section])) problems.push(...validate.errors!.map((e) => toDetail(LOC_ROOT[section], e, detail)));
    }
    problems.push(...bodyCheck(request));
    return onePerPlace(problems);
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

type DetailOf = (loc: string[], problem: Problem) => ErrorDetail;

function compileBodyCheck(operation: ContractOperation, ajv: Ajv2020, detail: DetailOf): (request: RequestParts) => ErrorDetail[] {
  const requestBody = operation.requestBody;
  if (!requestBody) return () => [];
  const mediaType = (name: string) => requestBody.content[name] as MediaTypeObject | undefined;
  const jsonSchema = mediaType(JSON_MEDIA_TYPE)?.schema;
  const validateJson: ValidateFunction | undefined = jsonSchema ? ajv.compile(anchoredSchema(jsonSchema) as object) : undefined;
  const multipartSchema = mediaType(MULTIPART_MEDIA_TYPE)?.schema as SchemaObject | undefined;
  const multipartRequired = (multipartSchema && 'required' in multipartSchema && multipartSchema.required) || [];

  return ({ body, contentType }) => {
    if (body === undefined) return requestBody.required ? [detail(['body'], { kind: 'required' })] : [];
    if (contentType?.startsWith(MULTIPART_MEDIA_TYPE)) {
      // Files are checked by the handler (bytes, size); here only that every required part came.
      const parts = body as Record<string, unknown>;
      return multipartRequired
        .filter((name) => parts[name] === undefined)
        .map((name) => detail(['body', name], { kind: 'required' }));
    }
    // e.g. JSON where only multipart/form-data is taken.
    if (!validateJson) return [detail(['body'], { kind: 'invalid' })];
    return validateJson(body) ? [] : validateJson.errors!.map((error) => toDetail('body', error, detail));
  };
}

function toDetail(root: string, error: ErrorObject, detail: DetailOf): ErrorDetail {
  const loc = [root, ...error.instancePath.split('/').slice(1).map(unescapePointer)];
  const params = error.params as Record<string, unknown>;
  const limit = Number(params.limit);
  let problem: Problem;
  switch (error.keyword) {
    case 'required':
      loc.push(String(params.missingProperty));
      problem = { kind: 'required' };
      break;
    case 'additionalProperties':
      loc.push(String(params.additionalProperty));
      problem = { kind: 'notAllowed' };
      break;
    case 'type':
      problem = { kind: 'type', expected: String(params.type).split(',')[0]! };
      break;
    case 'enum':
    case 'const':
      problem = { kind: 'choice' };
      break;
    case 'minLength':
      problem = { kind: 'tooShort', limit };
      break;
    case 'maxLength':
      problem = { kind: 'tooLong', limit };
      break;
    case 'minimum':
    case 'exclusiveMinimum':
      problem = { kind: 'tooSmall', limit, exclusive: error.keyword === 'exclusiveMinimum' };
      break;
    case 'maximum':
    case 'exclusiveMaximum':
      problem = { kind: 'tooLarge', limit, exclusive: error.keyword === 'exclusiveMaximum' };
      break;
    case 'minItems':
      problem = { kind: 'tooFewItems', limit };
      break;
    case 'maxItems':
      problem = { kind: 'tooManyItems', limit };
      break;
    case 'multipleOf':
      problem = { kind: 'decimals' };
      break;
    case 'format':
      problem = { kind: 'format', format: String(params.format) };
      break;
    case 'pattern':
      problem = { kind: 'pattern' };
      break;
    default:
      // oneOf, anyOf, uniqueItems, NUL characters…: the value is not one the field takes.
      problem = { kind: 'invalid' };
  }
  return detail(loc, problem);
}

/**
 * One problem per place, the first found: a value breaking several rules (type and pattern, or
 * each branch of a oneOf) is one thing for a person to fix.
 */
function onePerPlace(problems: ErrorDetail[]): ErrorDetail[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const place = JSON.stringify(problem.loc);
    if (seen.has(place)) return false;
    seen.add(place);
    return true;
  });
}

function unescapePointer(segment: string): string {
  return segment.replaceAll('~1', '/').replaceAll('~0', '~');
}
