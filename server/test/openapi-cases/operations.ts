import { API_V1_BASE, DOC_ENDPOINTS, ROLES, type SignedInRole } from '@/constants';

// The operations of the OpenAPI document the app serves, as the generated tests need them: who
// may call each (its security requirement: none = public; the Bearer requirement's role list,
// empty = any signed-in role), its parameters and its request body with `$ref`s resolved.

export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  example?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
};

type Parameter = { name: string; in: 'query' | 'path' | 'header'; required?: boolean; schema: JsonSchema };
type RawOperation = {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema; encoding?: Record<string, { contentType?: string }> }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
};
type OpenApiDocument = { paths: Record<string, Record<string, RawOperation>>; components?: { schemas?: Record<string, JsonSchema> } };

export const SIGNED_IN_ROLES: readonly SignedInRole[] = [ROLES.FIELD_ENGINEER, ROLES.COMPANY, ROLES.CUSTOMER];

export type Operation = {
  /** `METHOD /path` as documented, without the API base. */
  key: string;
  operationId: string;
  method: string;
  path: string;
  isPublic: boolean;
  /** Who may call it (every signed-in role when the requirement names none); empty when public. */
  roles: SignedInRole[];
  query: Parameter[];
  pathParams: Parameter[];
  /** `jsonPart`: the multipart field that holds JSON text (its `encoding` is application/json). */
  body?: { mediaType: 'application/json' | 'multipart/form-data'; schema: JsonSchema; jsonPart?: string };
  /** Statuses the document gives for it. */
  statuses: string[];
  /** Answers a never-ending Server-Sent Events stream when allowed. */
  streams: boolean;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Inlines `#/components/schemas/…` references (the document has no recursive schemas). */
function resolve(schema: JsonSchema | undefined, document: OpenApiDocument, depth = 0): JsonSchema {
  if (!schema || depth > 20) return {};
  if (schema.$ref) return resolve(document.components?.schemas?.[schema.$ref.split('/').pop()!], document, depth + 1);
  const out: JsonSchema = { ...schema };
  if (schema.properties) out.properties = Object.fromEntries(Object.entries(schema.properties).map(([name, value]) => [name, resolve(value, document, depth + 1)]));
  if (schema.items) out.items = resolve(schema.items, document, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) if (schema[key]) out[key] = schema[key]!.map((item) => resolve(item, document, depth + 1));
  return out;
}

function toOperation(path: string, method: string, raw: RawOperation, document: OpenApiDocument): Operation {
  const security = raw.security ?? [];
  const isPublic = security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
  const named = security.flatMap((requirement) => requirement.Bearer ?? []) as SignedInRole[];
  const parameters = (raw.parameters ?? []).map((parameter) => ({ ...parameter, schema: resolve(parameter.schema, document) }));
  const content = raw.requestBody?.content ?? {};
  const mediaType = (['application/json', 'multipart/form-data'] as const).find((type) => content[type]);
  const jsonPart = Object.entries(mediaType ? (content[mediaType].encoding ?? {}) : {}).find(([, encoding]) => encoding.contentType === 'application/json')?.[0];
  const documentedPath = path.slice(API_V1_BASE.length);
  return {
    key: `${method.toUpperCase()} ${documentedPath}`,
    operationId: raw.operationId,
    method: method.toUpperCase(),
    path: documentedPath,
    isPublic,
    roles: isPublic ? [] : named.length > 0 ? [...new Set(named)] : [...SIGNED_IN_ROLES],
    query: parameters.filter((parameter) => parameter.in === 'query'),
    pathParams: parameters.filter((parameter) => parameter.in === 'path'),
    body: mediaType ? { mediaType, schema: resolve(content[mediaType].schema, document), ...(jsonPart && { jsonPart }) } : undefined,
    statuses: Object.keys(raw.responses),
    streams: Object.values(raw.responses).some((response) => Object.keys(response.content ?? {}).includes('text/event-stream')),
  };
}

/** Schemes of whoever runs the service, not of users: their operations have tests of their own (metrics.test.ts). */
const OPERATOR_SCHEMES = ['MetricsToken'];
const isForOperators = (raw: RawOperation) => (raw.security ?? []).some((requirement) => Object.keys(requirement).some((scheme) => OPERATOR_SCHEMES.includes(scheme)));

/** Every operation of the app's document that users call, in document order. */
export async function loadOperations(app: { request: (path: string) => Response | Promise<Response> }): Promise<Operation[]> {
  const document = (await (await app.request(`${API_V1_BASE}${DOC_ENDPOINTS.OPENAPI}`)).json()) as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method] && !isForOperators(item[method])).map((method) => toOperation(path, method, item[method], document)),
  );
}

/** The non-null variants of a schema (`anyOf` / `oneOf` / a type list), or the schema itself. */
export function variantsOf(schema: JsonSchema): JsonSchema[] {
  const list = schema.anyOf ?? schema.oneOf;
  if (list) return list.filter((item) => item.type !== 'null').flatMap(variantsOf);
  if (Array.isArray(schema.type)) return schema.type.filter((type) => type !== 'null').map((type) => ({ ...schema, type }));
  return [schema];
}

export const typeOf = (schema: JsonSchema): string | undefined => {
  const [first] = variantsOf(schema);
  return typeof first?.type === 'string' ? first.type : first?.properties ? 'object' : undefined;
};

export const isNullable = (schema: JsonSchema) =>
  (Array.isArray(schema.type) && schema.type.includes('null')) || [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some((item) => item.type === 'null');

/** The JSON part of a multipart body (its name, and the schema of the object it holds), if any. */
export const jsonPartOf = (body: Operation['body']): [string, JsonSchema] | undefined =>
  body?.jsonPart ? [body.jsonPart, body.schema.properties?.[body.jsonPart] ?? {}] : undefined;

/** Every property name anywhere in a schema (nested objects, items, JSON parts). */
export function propertyNames(schema: JsonSchema | undefined, names = new Set<string>()): Set<string> {
  if (!schema) return names;
  for (const [name, value] of Object.entries(schema.properties ?? {})) {
    names.add(name);
    propertyNames(value, names);
  }
  for (const nested of [schema.items, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) propertyNames(nested, names);
  return names;
}

/** Names that carry a record's id: `id`, `…_id`, `…_ids`. */
export const isIdName = (name: string) => name === 'id' || /_ids?$/.test(name);

/** Every id-carrying input name of an operation: path, query and body (nested and JSON parts included). */
export function idInputsOf(operation: Operation): string[] {
  const names = [...operation.pathParams, ...operation.query].map((parameter) => parameter.name);
  return [...new Set([...names, ...propertyNames(operation.body?.schema)])].filter(isIdName);
}

/** The id inputs that pick the record an operation acts on: path, query, top-level body fields and top-level fields of a JSON part. */
export function targetIdInputsOf(operation: Operation): string[] {
  const schema = operation.body?.schema;
  const jsonPart = jsonPartOf(operation.body)?.[1];
  const names = [...operation.pathParams, ...operation.query].map((parameter) => parameter.name);
  return [...new Set([...names, ...Object.keys(schema?.properties ?? {}), ...Object.keys(jsonPart?.properties ?? {})])].filter(isIdName);
}
