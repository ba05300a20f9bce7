import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage';

const SAFE_KEY = /^[a-zA-Z0-9-]+\.[a-z0-9]+$/;

/** Files in one folder on disk, named by server-generated keys only. */
export function createLocalFileStorage(directory: string): FileStorage {
  const root = path.resolve(directory);
  const locate = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Refusing storage key ${JSON.stringify(key)}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      await mkdir(root, { recursive: true });
      await writeFile(locate(key), bytes, { flag: 'wx' });
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(locate(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(locate(key), { force: true });
    },
  };
}
