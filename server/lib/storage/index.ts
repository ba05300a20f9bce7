import { env } from '../../env';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';

export type { FileStorage } from './file-storage';
export { createLocalFileStorage } from './local-file-storage';

const cache = globalThis as typeof globalThis & { __servicePortalStorage?: FileStorage };

/** The process-wide file storage (UPLOAD_DIR on local disk). */
export function getDefaultStorage(): FileStorage {
  cache.__servicePortalStorage ??= createLocalFileStorage(env.UPLOAD_DIR);
  return cache.__servicePortalStorage;
}
