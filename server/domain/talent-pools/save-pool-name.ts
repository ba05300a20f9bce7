import { AppError } from '../../lib/errors';

export const POOL_NAME_TAKEN_MESSAGE = 'Your company already has a talent pool with this name.';

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Runs a write of a pool's name; the unique index (company, lower(name)) decides a clash, answered as a 409 on `name`. */
export async function savePoolName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', POOL_NAME_TAKEN_MESSAGE, [{ path: 'name', message: POOL_NAME_TAKEN_MESSAGE }]);
    throw error;
  }
}
