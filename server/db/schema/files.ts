import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns';
import { users } from './users';

/**
 * Every uploaded file. The bytes live in the storage backend under `storageKey`, a
 * server-generated name; `isPublic` marks pictures (avatars, logos) that may be shown with a
 * plain <img>; everything else is served only through routes that check ownership.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: identityId(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('stored_files_uploaded_by_idx').on(table.uploadedBy)],
);

export type StoredFileRow = typeof storedFiles.$inferSelect;
