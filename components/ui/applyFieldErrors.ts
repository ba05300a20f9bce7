import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { readFieldErrors } from '@/store/api/errors';

/** Puts a 400 answer's `errors: [{ path, message }]` on the matching form fields. */
export function applyFieldErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  let applied = false;
  for (const { path, message } of readFieldErrors(error)) {
    const field = fields.find((name) => name === path);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
