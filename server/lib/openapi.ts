import { z } from '@hono/zod-openapi';
import type { ZodType } from 'zod';
import { apiErrorBodySchema } from '@/contracts/envelope';
import { fileField } from '@/contracts/engineerProfile';
import { UPLOAD_KINDS } from '../domain/files/upload-kinds';

// Building blocks for route definitions: the answer envelope, error answers, JSON and multipart
// bodies, file answers.

/** The error body of contracts/envelope.ts; `code` is documented as its enum. */
export const errorSchema = apiErrorBodySchema.openapi('Error');

/** `{ message, data }`, the shape of every successful answer. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });

/** `{ total_count, data: [...] }`, a page of a list. */
export const page = <T extends z.ZodType>(item: T) => z.object({ total_count: z.number().int(), data: z.array(item) });

/** A page of a list whose total is counted only up to a cap: past it `total_count` is the cap and `total_capped` is true ("1,000+"). */
export const cappedPage = <T extends z.ZodType>(item: T) =>
  page(item).extend({ total_capped: z.boolean().openapi({ description: 'True when more rows match than total_count says (shown as "1,000+")' }) });

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** A file answer: its bytes, in one of the types its content was checked to be when it was uploaded. */
export const fileContent = (mimeTypes: readonly string[], description: string) => ({
  content: Object.fromEntries(mimeTypes.map((type) => [type, { schema: z.string().openapi({ format: 'binary' }) }])),
  description,
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});

// Multipart bodies, one convention: flat text fields (parsed and coerced by the route's schema)
// and files under their own field names. Only a nested structure (a work-order draft) travels
// as JSON text in one part, parsed with the very schema a JSON body would use (parseJsonPart in
// lib/multipart.ts). The document describes each part as OpenAPI 3.1 does, so that generated
// clients type it: a JSON part by the object it holds (a named schema) with the part's
// `encoding` contentType application/json, a file as a binary string.

/** The fields of multipart bodies that hold JSON text (made by jsonPart). */
const jsonParts = new WeakSet<z.ZodType>();

/** `encoding` of a multipart body: application/json for each JSON part. */
function encodingOf(schema: z.ZodType) {
  if (!(schema instanceof z.ZodObject)) return undefined;
  const parts = Object.entries(schema.shape as Record<string, z.ZodType>).filter(([, field]) => jsonParts.has(field));
  return parts.length > 0 ? Object.fromEntries(parts.map(([name]) => [name, { contentType: 'application/json' }])) : undefined;
}

/** A multipart/form-data body whose fields `schema` checks. */
export const multipartBody = <T extends z.ZodType>(schema: T) => {
  const encoding = encodingOf(schema);
  return { content: { 'multipart/form-data': { schema, ...(encoding && { encoding }) } }, required: true };
};

const binary = { type: 'string', format: 'binary' } as const;

/** One uploaded file, documented as binary (its type is checked by content when it is stored). */
export const uploadFile = fileField.openapi(binary);

/** A file field that may repeat (none, one or many files; read it with filesOf). */
export const uploadFiles = (description: string) => z.any().optional().openapi({ description, type: 'array', items: binary });

/** The JSON Schema (2020-12) of the object a client sends as the JSON text of a multipart part. */
function jsonSchemaOf(schema: ZodType): Record<string, unknown> {
  const jsonSchema: Record<string, unknown> = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  delete jsonSchema.$schema; // the document states the dialect once, at its root
  return jsonSchema;
}

/**
 * A part holding JSON text checked with `schema` (the handler parses it with parseJsonPart). The
 * route takes the part as a text field or as a file part: clients that follow the `encoding`
 * (Swagger UI, generated clients) send application/json content as a Blob, which arrives as a
 * file. The document gives the object the part holds as the schema `name`, and multipartBody
 * states the part's media type in the body's `encoding`.
 */
export function jsonPart(name: string, schema: ZodType, description: string, missingMessage: string) {
  const part = z
    .custom<string | File>((value) => typeof value === 'string' || value instanceof File, { error: missingMessage })
    .openapi(name, { ...jsonSchemaOf(schema), description });
  jsonParts.add(part);
  return part;
}

const ERROR_DESCRIPTIONS = {
  400: 'Invalid input; `errors` lists the fields',
  401: 'Not signed in, or the session has ended',
  403: 'Not allowed for this role or account',
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'Too large',
  415: 'Unsupported media type',
  422: 'The Idempotency-Key was used before for a different request',
  429: 'Too many attempts',
  503: 'Not ready (the database does not answer or is not migrated, the live event listener is not connected, or file storage does not answer)',
} as const;

type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** Documented error answers, all with the error envelope. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, jsonContent(errorSchema, ERROR_DESCRIPTIONS[status])])) as Record<
    S,
    ReturnType<typeof jsonContent<typeof errorSchema>>
  >;
}

/** A download of a private file (a document, deliverable or receipt) as an attachment. */
export const fileDownload = {
  200: fileContent(UPLOAD_KINDS.document.mimeTypes, 'The file, as an attachment'),
  ...errorResponses(400, 401, 403, 404),
};

/**
 * A 400 for a rule the schema cannot show (a field required only for some callers), documented
 * with the refusal a client gets, so a generated client knows to send the field.
 */
export const badInputWithExample = (description: string, example: z.infer<typeof errorSchema>) => ({
  400: { content: { 'application/json': { schema: errorSchema, example } }, description },
});

/** Any refusal, for operations with no error answer of their own: still the error envelope. */
export const anyRefusal = { '4XX': jsonContent(errorSchema, 'Refused; `message` says why') };

/** The security requirement of public routes: none, stated so that clients send no token. */
export const publicSecurity = [];

export const nullData = z.null();
