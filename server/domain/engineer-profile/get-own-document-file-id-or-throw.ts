import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { engineerDocuments } from '../../db/schema';
import { AppError } from '../../lib/errors';

type GetOwnDocumentFileIdOptions = { db: Database; userId: number; id: number };

/** The stored file of one of the engineer's own documents; anyone else's is not found. */
export async function getOwnDocumentFileIdOrThrow({ db, userId, id }: GetOwnDocumentFileIdOptions): Promise<number> {
  const [document] = await db
    .select({ fileId: engineerDocuments.fileId })
    .from(engineerDocuments)
    .where(and(eq(engineerDocuments.id, id), eq(engineerDocuments.userId, userId)))
    .limit(1);
  if (!document) throw new AppError('NOT_FOUND', 'Document not found.');
  return document.fileId;
}
