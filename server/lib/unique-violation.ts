import type { AppError } from './errors';

/** Whether a database error (or one it caused, as drizzle wraps them) is a unique index refusing a row: 23505. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Runs a write a unique index may refuse; the refusal becomes `toError()` (a 409 with a message
 * on the field). The index decides, so two saves at once cannot both pass a check made before.
 */
export async function refuseDuplicate<T>(write: () => Promise<T>, toError: () => AppError): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw toError();
    throw error;
  }
}
