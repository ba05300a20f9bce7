import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { STORAGE_DRIVERS, type StorageDriverName } from '../../lib/storage/storage-drivers';
import { createdAt, identityId } from './columns';
import { users } from './users';

/**
 * Every uploaded file. The bytes live under `storageKey`, a server-generated name, in the storage
 * driver the row names (a row switches driver only once its bytes are verified in the new one, so
 * a copy to another driver can stop and resume while the portal serves every file);
 * `isPublic` marks pictures (avatars, logos) that may be shown with a plain <img>; everything else
 * is served only through routes that check ownership.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: identityId(),
    storageKey: text('storage_key').notNull().unique(),
    storageDriver: text('storage_driver').$type<StorageDriverName>().notNull().default('disk'),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('stored_files_uploaded_by_idx').on(table.uploadedBy),
    check('stored_files_storage_driver_check', sql.raw(`storage_driver in (${STORAGE_DRIVERS.map((name) => `'${name}'`).join(', ')})`)),
  ],
);

export type StoredFileRow = typeof storedFiles.$inferSelect;

/** PostgreSQL bytes; node-postgres reads a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The bytes of files kept by the `database` storage driver, in numbered chunks written and read
 * one at a time, so neither side holds a whole file. Not tied to `stored_files`: the chunks are
 * written before the row that names them exists.
 */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    storageKey: text('storage_key').notNull(),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.storageKey, table.seq] })],
);
