import { randomUUID } from 'node:crypto';
import { fileTypeFromBlob } from 'file-type';
import type { Database } from '../../db/client';
import { storedFiles, type StoredFileRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { downloadName } from './download-name';
import { UPLOAD_KINDS, type UploadKind } from './upload-kinds';

export type StoreUploadOptions = {
  db: Database;
  storage: FileStorage;
  file: File;
  kind: UploadKind;
  uploadedBy: number;
  maxBytes: number;
  /** The form field, so a 4xx can point at it. */
  field?: string;
};

/** Checks an upload's size and real type, stores it under a server-made name and records it. */
export async function storeUpload({ db, storage, file, kind, uploadedBy, maxBytes, field = 'file' }: StoreUploadOptions): Promise<StoredFileRow> {
  if (file.size === 0) throw AppError.field(field, 'The file is empty.');
  if (file.size > maxBytes) {
    const message = `The file is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB.`;
    throw new AppError('PAYLOAD_TOO_LARGE', message, [{ path: field, message }]);
  }
  // Reads only the bytes the type check needs; the file itself is streamed to storage.
  const detected = await fileTypeFromBlob(file);
  const rule = UPLOAD_KINDS[kind];
  if (!detected || !(rule.mimeTypes as readonly string[]).includes(detected.mime)) {
    const message = `Upload ${rule.label}.`;
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', message, [{ path: field, message }]);
  }
  const storageKey = `${randomUUID()}.${detected.ext}`;
  const { current } = storage;
  const { size } = await current.put(storageKey, file.stream());
  const [row] = await db
    .insert(storedFiles)
    .values({
      storageKey,
      storageDriver: current.name,
      originalName: downloadName(sanitizeName(file.name), detected.mime),
      mimeType: detected.mime,
      sizeBytes: size,
      isPublic: rule.isPublic,
      uploadedBy,
    })
    .returning();
  return row;
}

/** Keeps a readable original name for downloads, without paths or control characters. */
function sanitizeName(name: string): string {
  return name.split(/[\\/]/).pop()?.replace(/[^\w .()-]/g, '_').slice(0, 120).trim() ?? '';
}
