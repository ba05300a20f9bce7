import type { z, ZodType } from 'zod';
import { validationError } from './error-handler';
import { AppError } from './errors';
import { rejectNulCharacters } from './nul-characters';

// Reading the parts of a multipart body that its route schema leaves as text or as "any".

/**
 * Parses the JSON text of a multipart part (a text field, or a file part such as a Blob of type
 * application/json) with a schema; field errors keep the schema's own paths.
 */
export async function parseJsonPart<T extends ZodType>(content: string | File, schema: T, part = 'data'): Promise<z.infer<T>> {
  const text = typeof content === 'string' ? content : await content.text();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw AppError.field(part, `The ${part} field must be JSON`);
  }
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  rejectNulCharacters(result.data, part);
  return result.data;
}

/** The files sent under one field name (none, one or many); text values there are refused. */
export function filesOf(value: unknown, field: string): File[] {
  const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
  if (values.some((item) => !(item instanceof File))) throw AppError.field(field, 'Attach files here, not text');
  return values as File[];
}
