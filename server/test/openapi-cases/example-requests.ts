import { API_V1_BASE } from '@/constants';
import { TEST_PASSWORD, uniqueEmail, uniqueIp, type TestApp } from '../helpers';
import { inDays } from '../support/assignments';
import { fileOf, pdfBytes, pngBytes } from '../support/engineer-profile';
import { isIdName, jsonPartOf, typeOf, variantsOf, type JsonSchema, type Operation } from './operations';

// Requests built from an operation's documented inputs: a valid-looking example of each input
// (ids from the caller's map), and the one function that sends path, query and a JSON or
// multipart body the way the document says.

export type Inputs = { path: Record<string, unknown>; query: Record<string, unknown>; body?: unknown };

export type ExampleContext = {
  /** The id to use for an id-carrying name, or undefined for none known. */
  idFor: (name: string) => number | undefined;
  /** Whether to fill an optional property or parameter (required ones are always filled). */
  includeOptional?: (name: string) => boolean;
  /** Uploads of image-only operations get a PNG, others a PDF. */
  wantsImage?: boolean;
  /** A known-valid JSON part to start from (its id fields still come from `idFor`), for drafts whose rules span fields. */
  jsonPartBase?: Record<string, unknown>;
};

const KNOWN_PATTERNS: Record<string, string> = {
  '^([01]\\d|2[0-3]):[0-5]\\d$': '09:00',
  '^\\d{6}$': '123456',
  '^$|^\\+?[\\d\\s().-]{7,}$': '+1 512 555 0100',
  '^(\\d+(,\\d+)*)?$': '1',
  '^[a-zA-Z0-9-]+\\.[a-z0-9]+$': 'missing-file.pdf',
};

const NAMED_STRINGS: Record<string, () => string> = {
  password: () => TEST_PASSWORD,
  old_password: () => TEST_PASSWORD,
  new_password: () => `${TEST_PASSWORD}x`,
  email: () => uniqueEmail('generated'),
  timezone: () => 'America/Chicago',
  start_date: () => inDays(10),
  end_date: () => inDays(11),
  start_from: () => inDays(1),
  start_to: () => inDays(30),
  start_time: () => '09:00',
  end_time: () => '17:00',
  zip: () => '78701',
  phone: () => '+1 512 555 0100',
  // Webhooks: loopback, which the tests allow (WEBHOOK_ALLOW_PRIVATE_URLS).
  url: () => 'http://127.0.0.1:9/hooks',
};

const NAMED_NUMBERS: Record<string, number> = { latitude: 30.27, longitude: -97.74, year: new Date().getFullYear(), stars: 5 };

function stringExample(schema: JsonSchema, name: string, context: ExampleContext): unknown {
  if (schema.format === 'binary') return context.wantsImage ? fileOf(pngBytes(), 'picture.png', 'image/png') : fileOf(pdfBytes(), 'file.pdf', 'application/pdf');
  if (NAMED_STRINGS[name]) return NAMED_STRINGS[name]();
  if (schema.format === 'email') return uniqueEmail('generated');
  if (schema.format === 'date') return inDays(10);
  if (schema.format === 'date-time') return new Date(Date.now() + 10 * 86_400_000).toISOString();
  if (schema.pattern && KNOWN_PATTERNS[schema.pattern]) return KNOWN_PATTERNS[schema.pattern];
  const text = `Example ${name}`;
  return text.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? text.length);
}

function numberExample(schema: JsonSchema, name: string): number {
  if (name in NAMED_NUMBERS) return NAMED_NUMBERS[name];
  const lowest = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
  return Math.min(Math.max(lowest, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
}

/** A value the schema should accept, for the property or parameter `name`. */
export function exampleOf(schema: JsonSchema, name: string, context: ExampleContext): unknown {
  const id = isIdName(name) ? context.idFor(name) : undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const [variant] = variantsOf(schema);
  if (!variant) return null;
  if (variant.enum) return variant.enum[0];
  const type = typeOf(variant);
  if (type === 'object') return objectExample(variant, context);
  if (type === 'array') {
    if (id !== undefined) return [id];
    const item = exampleOf(variant.items ?? {}, name, context);
    return Array.from({ length: Math.max(variant.minItems ?? 0, 1) }, () => item);
  }
  if (type === 'integer' || type === 'number') return id ?? variant.example ?? numberExample(variant, name);
  if (type === 'boolean') return true;
  if (type === 'string') return variant.example ?? stringExample(variant, name, context);
  return variant.example ?? null;
}

export function objectExample(schema: JsonSchema, context: ExampleContext): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {}).filter(([name]) => required.has(name) || context.includeOptional?.(name));
  return Object.fromEntries(entries.map(([name, property]) => [name, exampleOf(property, name, context)]));
}

/** Example path, query and body of an operation. */
export function exampleInputs(operation: Operation, context: ExampleContext): Inputs {
  const parameters = (list: Operation['query']) =>
    Object.fromEntries(list.filter((parameter) => parameter.required || context.includeOptional?.(parameter.name)).map((parameter) => [parameter.name, exampleOf(parameter.schema, parameter.name, context)]));
  const body = operation.body ? objectExample(operation.body.schema, context) : undefined;
  const jsonPart = jsonPartOf(operation.body)?.[0];
  if (body && jsonPart && context.jsonPartBase) {
    const generated = (body[jsonPart] ?? {}) as Record<string, unknown>;
    const ids = Object.fromEntries(Object.entries(generated).filter(([name]) => isIdName(name)));
    body[jsonPart] = { ...context.jsonPartBase, ...ids };
  }
  return { path: parameters(operation.pathParams), query: parameters(operation.query), body };
}

export type RawBody = { text: string; contentType: string };

export type SendOptions = { token?: string; inputs: Inputs; raw?: RawBody };

export type Answer = { status: number; text: string; body: { message?: unknown; code?: unknown } | undefined };

/** The request URL: path parameters filled in (URI-encoded), query parameters appended. */
export function urlOf(operation: Operation, inputs: Inputs): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(inputs.path[name] ?? '')));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(inputs.query)) if (value !== undefined) query.append(name, String(value));
  const search = query.toString();
  return `${API_V1_BASE}${path}${search ? `?${search}` : ''}`;
}

/** A multipart body: the JSON part as text, files as files, anything else as its text. */
function formOf(operation: Operation, body: Record<string, unknown>): FormData {
  const form = new FormData();
  const jsonPart = jsonPartOf(operation.body)?.[0];
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) && name !== jsonPart ? value : [value]) {
      if (item === undefined) continue;
      if (item instanceof File) form.append(name, item);
      else form.append(name, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  return form;
}

/** Sends one request as the operation documents it (or a raw body); answers status, text and parsed JSON. */
export async function send(app: TestApp, operation: Operation, { token, inputs, raw }: SendOptions): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': uniqueIp() };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (raw) {
    headers['content-type'] = raw.contentType;
    payload = raw.text;
  } else if (inputs.body !== undefined && operation.body?.mediaType === 'multipart/form-data' && inputs.body && typeof inputs.body === 'object') {
    payload = formOf(operation, inputs.body as Record<string, unknown>);
  } else if (inputs.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(inputs.body);
  }
  const response = await app.request(urlOf(operation, inputs), { method: operation.method, headers, body: payload });
  const text = await response.text();
  let body: Answer['body'];
  try {
    body = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, text, body };
}

/** One line that says what was sent and what came back, for failure lists. */
export const describeCall = (operation: Operation, label: string, answer: Answer) => `${operation.key} [${label}] → ${answer.status} ${answer.text.slice(0, 160)}`;
