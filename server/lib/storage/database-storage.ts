import { and, eq, sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { Database } from '../../db/client';
import { storedFileChunks } from '../../db/schema';
import { pieces } from './file-body';
import type { StorageDriver } from './file-storage';
import { assertStorageKey } from './storage-key';

/** Bytes per row: small enough to hold a few at once, large enough that a 10 MB file is 40 rows. */
export const DATABASE_CHUNK_BYTES = 256 * 1024;

type DatabaseStorageOptions = {
  /** The database the chunks live in (resolved on first use, so creating the driver opens nothing). */
  getDb: () => Database | Promise<Database>;
  chunkBytes?: number;
};

/**
 * File bytes in PostgreSQL (`stored_file_chunks`), written and read one chunk per statement: every
 * instance reads every file with nothing else to run, and no side holds a whole file.
 */
export function createDatabaseStorage({ getDb, chunkBytes = DATABASE_CHUNK_BYTES }: DatabaseStorageOptions): StorageDriver {
  const chunksOf = (key: string) => eq(storedFileChunks.storageKey, key);
  return {
    name: 'database',
    async put(key, body) {
      assertStorageKey(key);
      const db = await getDb();
      let seq = 0;
      let size = 0;
      try {
        for await (const bytes of pieces(body, chunkBytes)) {
          await db.insert(storedFileChunks).values({ storageKey: key, seq, bytes });
          seq += 1;
          size += bytes.byteLength;
        }
      } catch (error) {
        // Chunk 0 went in, so the key was free and these chunks are this call's alone.
        if (seq > 0) await db.delete(storedFileChunks).where(chunksOf(key));
        throw error;
      }
      return { size };
    },
    async get(key) {
      assertStorageKey(key);
      const db = await getDb();
      const [found] = await db
        .select({ chunks: sql<number>`count(*)::int`, size: sql<string>`coalesce(sum(octet_length(${storedFileChunks.bytes})), 0)::bigint` })
        .from(storedFileChunks)
        .where(chunksOf(key));
      if (!found || found.chunks === 0) return null;
      async function* readChunks() {
        for (let seq = 0; seq < found.chunks; seq += 1) {
          const [chunk] = await db
            .select({ bytes: storedFileChunks.bytes })
            .from(storedFileChunks)
            .where(and(chunksOf(key), eq(storedFileChunks.seq, seq)));
          if (!chunk) throw new Error(`Stored file ${key} lost chunk ${seq} while being read`);
          yield Buffer.from(chunk.bytes.buffer, chunk.bytes.byteOffset, chunk.bytes.byteLength);
        }
      }
      return { stream: Readable.from(readChunks(), { objectMode: false }), size: Number(found.size) };
    },
    async remove(key) {
      assertStorageKey(key);
      await (await getDb()).delete(storedFileChunks).where(chunksOf(key));
    },
    async check() {
      await (await getDb()).select({ seq: storedFileChunks.seq }).from(storedFileChunks).limit(1);
    },
  };
}
