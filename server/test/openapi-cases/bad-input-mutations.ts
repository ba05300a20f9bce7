import { isIdName, isNullable, jsonPartOf, typeOf, variantsOf, type JsonSchema, type Operation } from './operations';
import type { Inputs, RawBody } from './example-requests';

// Bad inputs derived from an operation's documented inputs: from a valid example, one change at
// a time (a required field left out, a value of the wrong type, out of range, past what a
// PostgreSQL integer holds, with a NUL character, a megabyte long), plus a malformed body and a
// body of the wrong media type. Each is bad by the document itself, so every one must be refused.

export type Mutation = { label: string; inputs: Inputs; raw?: RawBody };

const MEGABYTE_TEXT = 'x'.repeat(1024 * 1024);
const PAST_INT4 = 2_147_483_648;
const PAST_INT8 = '9223372036854775807';

const short = (value: unknown) => (typeof value === 'string' && value.length > 40 ? `${value.length} chars` : JSON.stringify(value));

const minimumOf = (schema: JsonSchema) => schema.minimum ?? schema.exclusiveMinimum;

/** Values a JSON body field must refuse, by its schema. */
function badJsonValues(schema: JsonSchema, name: string): unknown[] {
  const [variant] = variantsOf(schema);
  const type = variant ? typeOf(variant) : undefined;
  if (variant?.enum && type === 'string') return ['not-one-of-the-choices', 12345, 'a\u0000b'];
  if (variant?.format === 'binary') return [];
  switch (type) {
    case 'integer':
    case 'number': {
      const values: unknown[] = ['abc', { value: 1 }, PAST_INT4, Number(PAST_INT8), 1e308];
      if ((minimumOf(variant) ?? -1) >= 0) values.push(-1);
      if (type === 'integer') values.push(1.5);
      return isIdName(name) ? values : values.filter((value) => value !== Number(PAST_INT8));
    }
    case 'string':
      return [12345, ['a'], 'a\u0000b', MEGABYTE_TEXT];
    case 'boolean':
      return ['maybe', 12];
    case 'array':
      return ['not-an-array', ...(variant.items && ['integer', 'number'].includes(typeOf(variant.items) ?? '') ? [['abc'], [PAST_INT4], [-1]] : [])];
    case 'object':
      return ['not-an-object', 12];
    default:
      return [];
  }
}

/** Values a query, path or form text field must refuse, by its schema. */
function badTextValues(schema: JsonSchema): string[] {
  const [variant] = variantsOf(schema);
  const type = variant ? typeOf(variant) : undefined;
  if (variant?.format === 'binary') return ['not-a-file'];
  if (variant?.enum) return ['not-one-of-the-choices', 'a\u0000b'];
  if (type === 'integer' || type === 'number') {
    const values = ['abc', String(PAST_INT4), PAST_INT8, '1e400', 'a\u0000b'];
    if ((minimumOf(variant) ?? -1) >= 0) values.push('-1');
    return values;
  }
  if (type === 'boolean') return ['maybe'];
  if (type === 'string') return ['a\u0000b', ...(variant.maxLength || variant.pattern ? [MEGABYTE_TEXT] : [])];
  return [];
}

const withQuery = (inputs: Inputs, name: string, value: unknown): Inputs => ({ ...inputs, query: { ...inputs.query, [name]: value } });
const withPath = (inputs: Inputs, name: string, value: unknown): Inputs => ({ ...inputs, path: { ...inputs.path, [name]: value } });
const withoutKey = (record: Record<string, unknown>, name: string) => Object.fromEntries(Object.entries(record).filter(([key]) => key !== name));

function parameterMutations(operation: Operation, valid: Inputs): Mutation[] {
  const out: Mutation[] = [];
  for (const parameter of operation.query) {
    if (parameter.required) out.push({ label: `query without ${parameter.name}`, inputs: { ...valid, query: withoutKey(valid.query, parameter.name) } });
    for (const value of badTextValues(parameter.schema)) out.push({ label: `query ${parameter.name}=${short(value)}`, inputs: withQuery(valid, parameter.name, value) });
  }
  for (const parameter of operation.pathParams) {
    for (const value of badTextValues(parameter.schema)) out.push({ label: `path ${parameter.name}=${short(value)}`, inputs: withPath(valid, parameter.name, value) });
  }
  return out;
}

/** Field-by-field changes of one object (a JSON body, a multipart form but its JSON part, or that JSON part). */
function objectMutations(schema: JsonSchema, valid: Record<string, unknown>, rebuild: (object: Record<string, unknown>) => unknown, prefix: string, asText: boolean, jsonPart?: string): { label: string; body: unknown }[] {
  const out: { label: string; body: unknown }[] = [];
  const required = new Set(schema.required ?? []);
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    if (name === jsonPart) continue;
    if (required.has(name)) out.push({ label: `${prefix} without ${name}`, body: rebuild(withoutKey(valid, name)) });
    const values = asText ? badTextValues(field) : badJsonValues(field, name);
    for (const value of values) {
      if (value === null && isNullable(field)) continue;
      out.push({ label: `${prefix} ${name}=${short(value)}`, body: rebuild({ ...valid, [name]: value }) });
    }
  }
  return out;
}

function bodyMutations(operation: Operation, valid: Inputs): Mutation[] {
  if (!operation.body || !valid.body || typeof valid.body !== 'object') return [];
  const body = valid.body as Record<string, unknown>;
  const schema = operation.body.schema;
  if (operation.body.mediaType === 'application/json') {
    return [
      ...objectMutations(schema, body, (object) => object, 'body', false).map(({ label, body: changed }) => ({ label, inputs: { ...valid, body: changed } })),
      { label: 'malformed JSON', inputs: valid, raw: { text: '{"assignment_id": 1,', contentType: 'application/json' } },
      { label: 'JSON sent as text/plain', inputs: valid, raw: { text: JSON.stringify(body), contentType: 'text/plain' } },
      { label: 'a JSON array', inputs: { ...valid, body: [body] } },
    ];
  }
  const part = jsonPartOf(operation.body);
  const form = objectMutations(schema, body, (object) => object, 'form', true, part?.[0]).map(({ label, body: changed }) => ({ label, inputs: { ...valid, body: changed } }));
  const partMutations: Mutation[] = [];
  if (part && body[part[0]] && typeof body[part[0]] === 'object') {
    const [partName, partSchema] = part;
    const partValue = body[partName] as Record<string, unknown>;
    partMutations.push(
      ...objectMutations(partSchema, partValue, (object) => ({ ...body, [partName]: object }), partName, false).map(({ label, body: changed }) => ({ label, inputs: { ...valid, body: changed } })),
      { label: `${partName} malformed JSON`, inputs: { ...valid, body: { ...body, [partName]: '{"title": ' } } },
    );
  }
  return [...form, ...partMutations, { label: 'JSON instead of multipart', inputs: valid, raw: { text: JSON.stringify(body), contentType: 'application/json' } }];
}

/** Every bad input of the operation, derived from its valid example. */
export function mutationsOf(operation: Operation, valid: Inputs): Mutation[] {
  return [...parameterMutations(operation, valid), ...bodyMutations(operation, valid)];
}
