import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documentTypes, engineerDocuments, storedFiles } from '../../db/schema';
import type { UserDocument } from '@/contracts/engineerProfile';

type ListUserDocumentsOptions = { db: Database; userId: number; documentId?: number };

/** The engineer's documents (or one of them), with type and file details but never the stored name. */
export async function listUserDocuments({ db, userId, documentId }: ListUserDocumentsOptions): Promise<UserDocument[]> {
  const conditions: SQL[] = [eq(engineerDocuments.userId, userId)];
  if (documentId !== undefined) conditions.push(eq(engineerDocuments.id, documentId));
  const rows = await db
    .select({
      id: engineerDocuments.id,
      document_type_id: documentTypes.id,
      document_type: documentTypes.name,
      file_name: storedFiles.originalName,
      mime_type: storedFiles.mimeType,
      size_bytes: storedFiles.sizeBytes,
      createdAt: engineerDocuments.createdAt,
    })
    .from(engineerDocuments)
    .innerJoin(documentTypes, eq(documentTypes.id, engineerDocuments.documentTypeId))
    .innerJoin(storedFiles, eq(storedFiles.id, engineerDocuments.fileId))
    .where(and(...conditions))
    .orderBy(asc(engineerDocuments.id));
  return rows.map(({ createdAt, ...row }) => ({ ...row, uploaded_at: createdAt.toISOString() }));
}
