import type { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { StorageDriverName } from './storage-drivers';

/** What a file is written from: its bytes, or a stream of them (never gathered whole by a driver). */
export type FileBody = Uint8Array | Readable | ReadableStream<Uint8Array> | globalThis.ReadableStream<Uint8Array>;

/** A stored file as read: a stream of its bytes and how many there are. */
export type StoredBytes = { stream: Readable; size: number };

/** One place bytes live (local disk, PostgreSQL, an S3-compatible store), streamed both ways. */
export type StorageDriver = {
  name: StorageDriverName;
  /** Writes a new key; answers how many bytes were written. */
  put(key: string, body: FileBody): Promise<{ size: number }>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredBytes | null>;
  /** Removes the key; a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** Throws, saying why, when the driver cannot store files now (readiness). */
  check(): Promise<void>;
};

/**
 * The storage an app holds: where new files go (STORAGE_DRIVER), and each driver a stored row may
 * name (rows written before a switch or during `storage:migrate` stay readable where they are).
 */
export type FileStorage = {
  current: StorageDriver;
  driver(name: StorageDriverName): StorageDriver;
};
