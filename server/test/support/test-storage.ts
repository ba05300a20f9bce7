import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { env } from '../../env';
import { createFileStorage, STORAGE_DRIVERS, type FileStorage, type StorageDriver, type StorageDriverName } from '../../lib/storage';
import { toReadable } from '../../lib/storage/file-body';
import { getTestDb } from '../helpers';

/**
 * The storage of a test app, with the keys it holds (to check that deletes remove bytes). In
 * memory by default; `STORAGE_DRIVER=disk|database|s3` runs the same tests on that driver (disk in
 * a temporary folder, database in the test's own database).
 */
export function createTestStorage(): FileStorage & { keys: () => string[] } {
  const keys = new Set<string>();
  const chosen = process.env.STORAGE_DRIVER as StorageDriverName | undefined;
  const storage = chosen && STORAGE_DRIVERS.includes(chosen)
    ? createFileStorage({ getDb: getTestDb, settings: { ...env, UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'test-uploads-')) }, current: chosen })
    : memoryStorage();
  const tracked = new Map<StorageDriverName, StorageDriver>();
  const track = (driver: StorageDriver): StorageDriver => ({
    ...driver,
    put: async (key, body) => {
      const written = await driver.put(key, body);
      keys.add(key);
      return written;
    },
    remove: async (key) => {
      await driver.remove(key);
      keys.delete(key);
    },
  });
  const driver = (name: StorageDriverName) => {
    if (!tracked.has(name)) tracked.set(name, track(storage.driver(name)));
    return tracked.get(name)!;
  };
  return {
    get current() {
      return driver(storage.current.name);
    },
    driver,
    keys: () => [...keys],
  };
}

/** Every driver name answers the same map (rows say `disk`). */
function memoryStorage(): FileStorage {
  const files = new Map<string, Buffer>();
  const memory: StorageDriver = {
    name: 'disk',
    put: async (key, body) => {
      if (files.has(key)) throw new Error(`${key} exists`);
      const bytes = await buffer(toReadable(body));
      files.set(key, bytes);
      return { size: bytes.byteLength };
    },
    get: async (key) => {
      const bytes = files.get(key);
      return bytes ? { stream: Readable.from([bytes]), size: bytes.byteLength } : null;
    },
    remove: async (key) => void files.delete(key),
    check: async () => undefined,
  };
  return { current: memory, driver: () => memory };
}
