import { z } from '@hono/zod-openapi';
import type { ZodType } from 'zod';
import { validationError } from '../../lib/error-handler';
import { AppError } from '../../lib/errors';
import { rejectNulCharacters } from '../../lib/nul-characters';

// Multipart requests carry their structured part as JSON in one text field (`data`) and files
// beside it, so the JSON is checked with the very schema a JSON body would use.

/** The JSON Schema (2020-12) of what a client sends as the JSON text of a multipart field. */
function jsonSchemaOf(schema: ZodType): Record<string, unknown> {
  const jsonSchema: Record<string, unknown> = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  delete jsonSchema.$schema; // the document states the dialect once, at its root
  return jsonSchema;
}

/** A file field of a multipart body: `many` when the field may be repeated (typed as an array of files), else one file. */
export type MultipartFileField = { description: string; many: boolean };

const binary = { type: 'string', format: 'binary' } as const;

/** A multipart body: the JSON text field `data` (checked with `dataSchema`, which the document gives as its contentSchema) plus file fields. */
export function multipartBody<F extends string>(dataSchema: ZodType, dataDescription: string, files: Record<F, MultipartFileField>) {
  const fileFields = Object.fromEntries(
    Object.entries<MultipartFileField>(files).map(([name, { description, many }]) => [
      name,
      z.any().optional().openapi(many ? { description, type: 'array', items: binary } : { description, ...binary }),
    ]),
  ) as Record<F, z.ZodOptional<z.ZodAny>>;
  const data = z
    .string({ error: 'Send the form as JSON in the data field' })
    .meta({ description: dataDescription, contentMediaType: 'application/json', contentSchema: jsonSchemaOf(dataSchema) });
  return { content: { 'multipart/form-data': { schema: z.object({ data, ...fileFields }) } }, required: true };
}

/** Parses the JSON text of a multipart field with a schema; field errors keep the schema's own paths. */
export function parseJsonField<T extends ZodType>(text: string, schema: T): z.infer<T> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw AppError.field('data', 'The data field must be JSON');
  }
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  rejectNulCharacters(result.data, 'data');
  return result.data;
}

/** The files sent under one field name (none, one or many); text values there are refused. */
export function filesOf(value: unknown, field: string): File[] {
  const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
  if (values.some((item) => !(item instanceof File))) throw AppError.field(field, 'Attach files here, not text');
  return values as File[];
}
