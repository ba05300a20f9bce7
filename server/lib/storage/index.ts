import type { Database } from '../../db/client';
import { env, type Env } from '../../env';
import { createDatabaseStorage } from './database-storage';
import { createDiskStorage } from './disk-storage';
import type { FileStorage, StorageDriver } from './file-storage';
import { createS3Storage } from './s3-storage';
import type { StorageDriverName } from './storage-drivers';

export type { FileBody, FileStorage, StorageDriver, StoredBytes } from './file-storage';
export { STORAGE_DRIVERS, type StorageDriverName } from './storage-drivers';
export { createDatabaseStorage } from './database-storage';
export { createDiskStorage } from './disk-storage';
export { createS3Storage } from './s3-storage';

export type StorageSettings = Pick<
  Env,
  'STORAGE_DRIVER' | 'UPLOAD_DIR' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

type CreateFileStorageOptions = {
  /** The database the `database` driver keeps bytes in. */
  getDb: () => Database | Promise<Database>;
  settings?: StorageSettings;
  /** Where new files go; defaults to STORAGE_DRIVER. */
  current?: StorageDriverName;
};

/** The drivers the settings describe, each made on first use (a portal on disk never opens an S3 client). */
export function createFileStorage({ getDb, settings = env, current = settings.STORAGE_DRIVER }: CreateFileStorageOptions): FileStorage {
  const made = new Map<StorageDriverName, StorageDriver>();
  const make = (name: StorageDriverName): StorageDriver => {
    if (name === 'disk') return createDiskStorage(settings.UPLOAD_DIR);
    if (name === 'database') return createDatabaseStorage({ getDb });
    if (!settings.S3_BUCKET) throw new Error('Files are stored in S3 but S3_BUCKET is not set');
    return createS3Storage({
      endpoint: settings.S3_ENDPOINT,
      region: settings.S3_REGION,
      bucket: settings.S3_BUCKET,
      accessKeyId: settings.S3_ACCESS_KEY_ID,
      secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
      forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    });
  };
  const driver = (name: StorageDriverName) => {
    if (!made.has(name)) made.set(name, make(name));
    return made.get(name)!;
  };
  return {
    get current() {
      return driver(current);
    },
    driver,
  };
}

const cache = globalThis as typeof globalThis & { __servicePortalStorage?: WeakMap<Database, FileStorage> };

/** The storage of an app on this database, per STORAGE_DRIVER; one per database for the process. */
export function getDefaultStorage(db: Database): FileStorage {
  cache.__servicePortalStorage ??= new WeakMap();
  let storage = cache.__servicePortalStorage.get(db);
  if (!storage) {
    storage = createFileStorage({ getDb: () => db });
    cache.__servicePortalStorage.set(db, storage);
  }
  return storage;
}

/**
 * Throws, saying why, when new files cannot be stored now: the upload folder is not writable, the
 * chunks table is unreachable, or the bucket cannot be reached (with `s3`, it is created first when
 * missing, so calling this at start makes the bucket).
 */
export async function checkStorage(storage: FileStorage): Promise<void> {
  const { current } = storage;
  try {
    await current.check();
  } catch (error) {
    throw new Error(`File storage (${current.name}) is not ready: ${(error as Error).message}`, { cause: error });
  }
}
