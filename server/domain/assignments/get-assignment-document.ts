import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignmentDocuments, assignments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { readStoredFile, type StoredFileContent } from '../files/read-stored-file';
import { assignmentVisibleTo, type CompanyActor } from './company-actor';

type GetAssignmentDocumentOptions = { db: Database; storage: FileStorage; actor: CompanyActor; documentId: number };

/** A document of one of the actor's orders, by its assignment_documents id; anyone else's is a 404. */
export async function getAssignmentDocument({ db, storage, actor, documentId }: GetAssignmentDocumentOptions): Promise<StoredFileContent> {
  const [document] = await db
    .select({ fileId: assignmentDocuments.fileId })
    .from(assignmentDocuments)
    .innerJoin(assignments, eq(assignments.id, assignmentDocuments.assignmentId))
    .where(and(eq(assignmentDocuments.id, documentId), assignmentVisibleTo(actor)))
    .limit(1);
  if (!document) throw new AppError('NOT_FOUND', 'File not found.');
  return readStoredFile({ db, storage, fileId: document.fileId });
}
