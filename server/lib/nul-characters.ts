import { AppError } from './errors';

// PostgreSQL text cannot hold U+0000, so a NUL byte anywhere in the input would reach the
// database as an error (a 500). Every validated input is checked here instead: a 400 naming
// the field.

/** The dotted path of the first string holding a NUL character (`''` for the value itself), or undefined. */
export function findNulPath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulPath(item, [...path, String(index)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      const found = findNulPath(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** Throws a 400 on the first string with a NUL character; `target` names the input when the value is itself a string. */
export function rejectNulCharacters(value: unknown, target: string): void {
  const path = findNulPath(value);
  if (path === undefined) return;
  const field = path || target;
  throw AppError.field(field, `${field} must not contain NUL characters`);
}
