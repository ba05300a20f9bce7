import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { toReadable } from './file-body';
import type { StorageDriver } from './file-storage';
import { assertStorageKey } from './storage-key';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files in one folder on disk (UPLOAD_DIR): only this machine's processes see them. */
export function createDiskStorage(directory: string): StorageDriver {
  const root = path.resolve(directory);
  const locate = (key: string) => path.join(root, assertStorageKey(key));
  return {
    name: 'disk',
    async put(key, body) {
      const file = locate(key);
      await mkdir(root, { recursive: true });
      const out = createWriteStream(file, { flags: 'wx' });
      try {
        await pipeline(toReadable(body), out);
      } catch (error) {
        // A half-written file must not stay behind under the key (unless the key was taken already).
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(file, { force: true });
        throw error;
      }
      return { size: out.bytesWritten };
    },
    async get(key) {
      const file = locate(key);
      try {
        const { size } = await stat(file);
        return { stream: createReadStream(file), size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(locate(key), { force: true });
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK | constants.R_OK);
    },
  };
}
