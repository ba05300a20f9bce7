import { AppError } from '../../lib/errors';
import { refuseDuplicate } from '../../lib/unique-violation';

export const POOL_NAME_TAKEN_MESSAGE = 'Your company already has a talent pool with this name.';

/** Runs a write of a pool's name; the unique index (company, lower(name)) decides a clash, answered as a 409 on `name`. */
export function savePoolName<T>(write: () => Promise<T>): Promise<T> {
  return refuseDuplicate(write, () => new AppError('CONFLICT', POOL_NAME_TAKEN_MESSAGE, [{ path: 'name', message: POOL_NAME_TAKEN_MESSAGE }]));
}
